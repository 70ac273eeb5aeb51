import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { heicPhoto } from "../../tests/fixtures/pictures";
import { catalogEntry, listPictures, readPicture } from "./image-catalog";
import { cacheDir, checkPicture, makeVariants } from "./image-pipeline";

/** A project folder with one picture in app/images. */
async function projectWith(name: string, picture: Buffer) {
  const root = mkdtempSync(path.join(tmpdir(), "gambar-"));
  const dir = path.join(root, "app/images");
  await import("node:fs").then((fs) => fs.mkdirSync(dir, { recursive: true }));
  writeFileSync(path.join(dir, name), picture);
  const [file] = listPictures(root);
  return { root, file: file!, entry: catalogEntry(file!) };
}

/** A project folder with one file that may not be a readable picture. */
function projectWithFile(name: string, bytes: Buffer) {
  const root = mkdtempSync(path.join(tmpdir(), "gambar-"));
  mkdirSync(path.join(root, "app/images"), { recursive: true });
  writeFileSync(path.join(root, "app/images", name), bytes);
  return { root, file: listPictures(root)[0]! };
}

// A phone photo: stored 1000×600 sideways (EXIF orientation 6), with the place it was taken.
const phonePhoto = () =>
  sharp({ create: { width: 1000, height: 600, channels: 3, background: "#c96" } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD3: { GPSLatitudeRef: "S", GPSLatitude: "6/1 20/1 0/1" } } })
    .toBuffer();

describe("image pipeline", () => {
  it("turns a sideways phone photo upright, in its page size and in every file made from it", async () => {
    const { root, entry } = await projectWith("foto.jpg", await phonePhoto());
    expect([entry.width, entry.height]).toEqual([600, 1000]);
    const variants = await makeVariants(entry, "/", root);
    const small = await sharp(path.join(cacheDir(root), `${path.basename(variants.base)}-320.avif`)).metadata();
    expect(small.width).toBe(320);
    expect(small.height).toBeGreaterThan(small.width!);
  });

  it("never enlarges a photo, and makes AVIF and WebP at each width plus one JPEG", async () => {
    const { root, entry } = await projectWith("foto.jpg", await phonePhoto());
    const variants = await makeVariants(entry, "/", root);
    expect(variants.widths).toEqual([320, 480]);
    expect(variants.fallback).toMatch(/^\/assets\/img\/foto-[0-9a-f]{10}-480\.jpg$/);
    expect(variants.files.sort()).toEqual(
      ["320.avif", "320.webp", "480.avif", "480.webp", "480.jpg"]
        .map((suffix) => `${path.basename(variants.base)}-${suffix}`)
        .sort(),
    );
  });

  it("drops the photo's metadata, such as where it was taken", async () => {
    const { root, entry } = await projectWith("foto.jpg", await phonePhoto());
    expect((await sharp(readFileSync(entry.file)).metadata()).exif).toBeDefined();
    const variants = await makeVariants(entry, "/", root);
    for (const file of variants.files) {
      const metadata = await sharp(path.join(cacheDir(root), file)).metadata();
      expect(metadata.exif, file).toBeUndefined();
    }
  });

  it("draws a vector picture at every width, with a PNG when it has transparent parts", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><circle cx="200" cy="150" r="100" fill="#176258"/></svg>',
    );
    const { root, entry } = await projectWith("lingkaran.svg", svg);
    const variants = await makeVariants(entry, "/", root);
    expect(variants.widths).toEqual([320, 480, 800, 1200]);
    expect(variants.fallback).toMatch(/-800\.png$/);
    const large = await sharp(path.join(cacheDir(root), `${path.basename(variants.base)}-1200.webp`)).metadata();
    expect([large.width, large.height]).toEqual([1200, 900]);
  });

  it("names the picture when its size cannot be read", () => {
    const { file } = projectWithFile("rusak.jpg", Buffer.from("bukan gambar"));
    expect(readPicture(file)).toEqual({ problem: expect.stringContaining("bukan gambar yang bisa dibaca") });
    expect(() => catalogEntry(file)).toThrow(/app\/images\/rusak\.jpg/);
  });

  it("says a zero-byte file is empty, instead of failing", () => {
    const { file } = projectWithFile("kosong.jpg", Buffer.alloc(0));
    expect(readPicture(file)).toEqual({ problem: expect.stringMatching(/^kosong \(0 byte\).*unggah ulang/) });
  });

  it("recognises an iPhone HEIC photo saved under a .jpg name and says to save it as JPG", async () => {
    const { root, file } = projectWithFile("foto.jpg", await heicPhoto());
    expect(await checkPicture(file, root)).toEqual({ problem: expect.stringContaining("simpan foto sebagai JPG") });
  });

  it("finds a truncated JPEG by decoding it, though its header and size read fine", async () => {
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#c96" } })
      .jpeg()
      .toBuffer();
    const { root, file } = projectWithFile("terpotong.jpg", photo.subarray(0, 400));
    expect(readPicture(file)).toMatchObject({ width: 900, height: 600 });
    expect(await checkPicture(file, root)).toEqual({ problem: expect.stringContaining("rusak atau tidak lengkap") });
    await expect(makeVariants(catalogEntry(file), "/", root)).rejects.toThrow(/app\/images\/terpotong\.jpg rusak/);
  });

  it("accepts a good picture and remembers it, so the next check does not decode it again", async () => {
    const { root, file } = await projectWith("foto.jpg", await phonePhoto());
    expect(await checkPicture(file, root)).toMatchObject({ name: "foto.jpg", width: 600, height: 1000 });
    expect(readdirSync(path.join(cacheDir(root), "decoded"))).toHaveLength(1);
  });

  it("gives a phone's upper-case file name a lower-case, URL-safe file in the output", async () => {
    const { root, entry } = await projectWith("IMG 1234.JPG", await phonePhoto());
    const variants = await makeVariants(entry, "/", root);
    expect(variants.fallback).toMatch(/^\/assets\/img\/img-1234-[0-9a-f]{10}-480\.jpg$/);
  });
});
