import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cutOffUpload, heicPhoto, phonePhoto, truncatedPhoto } from "../../../../tests/fixtures/pictures.ts";
import { checkPicture, IMAGES_DIR, imageCacheDir, listPictures, MAX_PIXELS, readPicture } from "./image-catalog.ts";

/** A project folder with one file in src/content/images, which may or may not be a readable picture. */
function projectWith(name: string, bytes: Buffer) {
  const root = mkdtempSync(path.join(tmpdir(), "gambar-"));
  mkdirSync(path.join(root, IMAGES_DIR), { recursive: true });
  writeFileSync(path.join(root, IMAGES_DIR, name), bytes);
  return { root, file: listPictures(root)[0]! };
}

/** A phone photo stored 1000×600 sideways (EXIF orientation 6): it is shown upright, 600×1000. */
const sidewaysPhoto = () =>
  sharp({ create: { width: 1000, height: 600, channels: 3, background: "#c96" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();

describe("the pictures of src/content/images", () => {
  it("lists every file by its name in the folder, leaving out the system's hidden files", () => {
    const { root } = projectWith("hero.svg", Buffer.from("<svg/>"));
    mkdirSync(path.join(root, IMAGES_DIR, "blog"));
    writeFileSync(path.join(root, IMAGES_DIR, "blog/foto.jpg"), "");
    writeFileSync(path.join(root, IMAGES_DIR, ".DS_Store"), "");
    expect(listPictures(root).map((picture) => picture.name)).toEqual(["blog/foto.jpg", "hero.svg"]);
  });

  it("gives a sideways phone photo the size it is shown at, upright", async () => {
    const { file } = projectWith("foto.jpg", await sidewaysPhoto());
    expect(await readPicture(file)).toMatchObject({ name: "foto.jpg", width: 600, height: 1000 });
  });

  it("names a file that is no picture", async () => {
    const { file } = projectWith("rusak.jpg", Buffer.from("bukan gambar"));
    expect(await readPicture(file)).toEqual({ problem: expect.stringContaining("bukan gambar yang bisa dibaca") });
  });

  it("says a zero-byte file is empty, instead of failing", async () => {
    const { file } = projectWith("kosong.jpg", Buffer.alloc(0));
    expect(await readPicture(file)).toEqual({ problem: expect.stringMatching(/^kosong \(0 byte\).*unggah ulang/) });
  });

  it("recognises an iPhone HEIC photo saved under a .jpg name and says to save it as JPG", async () => {
    const { root, file } = projectWith("foto.jpg", await heicPhoto());
    expect(await checkPicture(file, root)).toEqual({ problem: expect.stringContaining("simpan foto sebagai JPG") });
  });

  it("finds a truncated JPEG by decoding it, though its header and size read fine", async () => {
    const { root, file } = projectWith("terpotong.jpg", await truncatedPhoto());
    expect(await readPicture(file)).toMatchObject({ width: 1600, height: 1200 });
    expect(await checkPicture(file, root)).toEqual({ problem: expect.stringContaining("rusak atau tidak lengkap") });
  });

  it("finds every truncated JPEG while other pictures are decoded beside it, as the check decodes them", async () => {
    // The check decodes all pictures at once. libvips keeps one error message for the whole process, and
    // each decode clears it when it ends: a failed decode beside them could come back with no message.
    const [truncated, good] = await Promise.all([truncatedPhoto(), phonePhoto()]);
    const verdicts = await Promise.all(
      Array.from({ length: 64 }, (_, index) => {
        const { root, file } = projectWith("foto.jpg", index % 4 === 3 ? good : truncated);
        return checkPicture(file, root);
      }),
    );
    const refused = verdicts.filter((verdict) => "problem" in verdict);
    expect(refused).toHaveLength(48);
    expect(refused).toEqual(refused.map(() => ({ problem: expect.stringContaining("rusak atau tidak lengkap") })));
  });

  it("does not trust what an earlier check remembered without knowing which decoder said it", async () => {
    // What a check before this one left in the cache the workflow restores: a truncated JPEG marked as read.
    const truncated = await truncatedPhoto();
    const { root, file } = projectWith("terpotong.jpg", truncated);
    const oldMark = createHash("sha256").update(truncated).digest("hex").slice(0, 20);
    mkdirSync(path.join(imageCacheDir(root), "decoded"), { recursive: true });
    writeFileSync(path.join(imageCacheDir(root), "decoded", oldMark), "");
    expect(await checkPicture(file, root)).toEqual({ problem: expect.stringContaining("rusak atau tidak lengkap") });
  });

  it("accepts a good picture and remembers it, so the next check does not decode it again", async () => {
    const { root, file } = projectWith("foto.jpg", await sidewaysPhoto());
    expect(await checkPicture(file, root)).toMatchObject({ name: "foto.jpg", width: 600, height: 1000 });
    expect(readdirSync(path.join(imageCacheDir(root), "good"))).toHaveLength(1);
  });
});

describe("pictures that must not reach the build", () => {
  /** 256 MP of white: 0.8 MB as a PNG, 0.77 GB once decoded. */
  const huge = () =>
    sharp({ create: { width: 16_000, height: 16_000, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();

  // That it is not decoded first: tooling/check-bounded.test.ts.
  it("refuses a picture of more than 60 MP, read from its header, with its size", async () => {
    const { root, file } = projectWith("foto.png", await huge());
    const refused = {
      problem:
        "berukuran 16.000 × 16.000 piksel (256 MP), lebih dari batas 60 MP: kirim ulang foto dari ponsel lewat editor, yang mengecilkannya",
    };
    expect(await readPicture(file)).toEqual(refused);
    expect(await checkPicture(file, root)).toEqual(refused);
  });

  it("accepts a phone's own 50 MP photo", async () => {
    const photo = await sharp({ create: { width: 8160, height: 6120, channels: 3, background: "#c96" } })
      .png()
      .toBuffer();
    expect(8160 * 6120).toBeLessThan(MAX_PIXELS);
    expect(await readPicture(projectWith("foto.png", photo).file)).toMatchObject({ width: 8160, height: 6120 });
  });

  it("refuses an SVG holding a script, says what it holds, and how to save it plainly", async () => {
    const logo =
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" onload="alert(1)"><rect width="64" height="64"/></svg>';
    const { root, file } = projectWith("logo.svg", Buffer.from(logo));
    const refused = {
      problem:
        "berisi skrip atau tautan ke luar (<svg onload>), yang tidak boleh ada di situs: simpan ulang gambarnya sebagai SVG biasa dari program gambarnya, atau unggah versi PNG-nya",
    };
    expect(await readPicture(file)).toEqual(refused);
    expect(await checkPicture(file, root)).toEqual(refused);
  });

  it("looks into a drawing under any name: an SVG saved as .png is refused the same way", async () => {
    const logo = '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script></svg>';
    expect(await readPicture(projectWith("logo.png", Buffer.from(logo)).file)).toEqual({
      problem: expect.stringMatching(/^berisi skrip atau tautan ke luar \(<script>\)/),
    });
  });
});

describe("a photo cut off in the upload, as the editor stores it", () => {
  const check = async (name: string, bytes: Buffer) => {
    const { root, file } = projectWith(name, bytes);
    return checkPicture(file, root);
  };
  const refused = (side: string) => ({
    problem: expect.stringMatching(new RegExp(`^terpotong: bagian ${side}nya kosong .*unggah ulang foto aslinya`)),
  });

  it("is refused, though the editor's WebP decodes whole: its lower part is transparent", async () => {
    expect(await check("foto.webp", cutOffUpload())).toEqual(refused("bawah"));
  });

  it("is refused when the photo was taken sideways, and the browser turned it upright with the blank at a side", async () => {
    const upright = await sharp(cutOffUpload()).rotate(90).webp({ quality: 85 }).toBuffer();
    expect(await check("foto.webp", upright)).toEqual(refused("kiri"));
  });

  it("is refused when the editor also made it smaller, blurring the edge of the blank", async () => {
    const smaller = await sharp(cutOffUpload()).resize(937).webp({ quality: 85 }).toBuffer();
    expect(await check("foto.webp", smaller)).toEqual(refused("bawah"));
  });
});

describe("pictures with real transparency, or none, are not taken for a cut-off photo", () => {
  const good = async (name: string, bytes: Buffer) => {
    const { root, file } = projectWith(name, bytes);
    expect(await checkPicture(file, root)).toMatchObject({ name });
  };
  const logo = readFileSync(path.join(IMAGES_DIR, "logo.svg"));
  /** A drawing whose upper half is filled and whose lower half is empty: a cut-off photo's outline. */
  const halfFilled = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="150" fill="#279883"/></svg>',
  );

  it("accepts every picture the project ships", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "gambar-"));
    for (const picture of listPictures())
      expect(await checkPicture(picture, root)).toMatchObject({ name: picture.name });
  });

  it("accepts the project's pictures saved as PNG and WebP with their transparency, as staff may export them", async () => {
    for (const picture of listPictures()) {
      const drawing = sharp(readFileSync(picture.file), { density: 36 });
      await good("gambar.png", await drawing.clone().png().toBuffer());
      await good("gambar.webp", await drawing.clone().webp({ quality: 85 }).toBuffer());
    }
  });

  it("accepts a logo on a transparent background, large or small", async () => {
    await good("logo.png", await sharp(logo, { density: 600 }).png().toBuffer());
    await good("logo.webp", await sharp(logo).resize(32).webp().toBuffer());
  });

  it("accepts a drawing (SVG) whose lower half is empty: the editor does not re-encode drawings", async () => {
    await good("setengah.svg", halfFilled);
  });

  it("accepts a photo with an alpha channel that is opaque everywhere", async () => {
    await good(
      "foto.png",
      await sharp(await phonePhoto())
        .ensureAlpha()
        .png()
        .toBuffer(),
    );
    await good(
      "foto.webp",
      await sharp(await phonePhoto())
        .ensureAlpha()
        .webp()
        .toBuffer(),
    );
  });
});
