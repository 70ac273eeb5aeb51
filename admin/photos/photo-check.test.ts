import { describe, expect, it } from "vitest";
import { heicPhoto, phonePhoto, truncatedPhoto } from "../../tests/fixtures/pictures.ts";
import sharp from "sharp";
import { HEAD_BYTES, LARGE_PHOTO_BYTES, photoMessage, photoProblem, TAIL_BYTES } from "./photo-check.ts";

/** photoProblem on a whole file, read as the editor page reads it: its start, its end, its size. */
const problemOf = (bytes: Buffer, size = bytes.length) =>
  photoProblem(bytes.subarray(0, HEAD_BYTES), bytes.subarray(Math.max(0, bytes.length - TAIL_BYTES)), size);

describe("a photo looked at before the editor takes it", () => {
  it("lets a phone's JPEG, a PNG, a WebP, an AVIF and an SVG through", async () => {
    const picture = sharp({ create: { width: 40, height: 30, channels: 3, background: "#8a5" } });
    expect(problemOf(await phonePhoto())).toBeUndefined();
    expect(
      problemOf(Buffer.concat([await phonePhoto(), Buffer.alloc(8)])),
      "zero padding after the end",
    ).toBeUndefined();
    expect(problemOf(await picture.clone().png().toBuffer())).toBeUndefined();
    expect(problemOf(await picture.clone().webp().toBuffer())).toBeUndefined();
    expect(problemOf(await picture.clone().avif().toBuffer())).toBeUndefined();
    expect(problemOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
  });

  it("tells each problem apart: an iPhone's HEIC, a document named .jpg, a photo cut off half way", async () => {
    expect(problemOf(await heicPhoto())).toEqual({ kind: "heic" });
    expect(problemOf(Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj"))).toEqual({ kind: "not-a-photo", what: "dokumen PDF" });
    expect(problemOf(Buffer.from("PK\x03\x04\x14\x00\x06\x00", "latin1"))).toMatchObject({ kind: "not-a-photo" });
    expect(problemOf(Buffer.from("Halo, ini catatan rapat"))).toMatchObject({ kind: "not-a-photo" });
    expect(problemOf(await truncatedPhoto())).toEqual({ kind: "cut-off" });
    const webp = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#8a5" } })
      .webp()
      .toBuffer();
    expect(problemOf(webp.subarray(0, webp.length - 10))).toEqual({ kind: "cut-off" });
    expect(problemOf(Buffer.alloc(0))).toEqual({ kind: "cut-off" });
  });

  it("gives a very large photo a word, and a phone's usual one none", async () => {
    const photo = await phonePhoto();
    expect(problemOf(photo, LARGE_PHOTO_BYTES + 1)).toEqual({ kind: "large", megabytes: 20 });
    expect(problemOf(photo, 12 * 1024 * 1024)).toBeUndefined();
  });

  it("says in Indonesian what each problem is and what to do on a phone, naming the photo", () => {
    expect(photoMessage({ kind: "heic" }, "IMG_2041.jpg").text).toMatch(
      /“IMG_2041\.jpg” adalah foto HEIC.*WhatsApp.*Paling Kompatibel/,
    );
    expect(photoMessage({ kind: "not-a-photo", what: "dokumen PDF" }, "foto.jpg").text).toContain(
      "berisi dokumen PDF, bukan foto",
    );
    expect(photoMessage({ kind: "cut-off" }, "IMG-20261203-WA0007.jpg").text).toMatch(/tidak lengkap.*unggah lagi/);
    expect(photoMessage({ kind: "large", megabytes: 31 }, "besar.jpg").text).toContain("31 MB");
    const titles = (["heic", "cut-off"] as const).map((kind) => photoMessage({ kind }, "x").title);
    expect(new Set(titles).size, "a title of its own for each").toBe(2);
  });
});
