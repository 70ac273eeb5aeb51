import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { truncatedPhoto } from "../../../tests/fixtures/pictures.ts";
import { IMAGES_DIR } from "../content/pictures/image-catalog.ts";
import { OG_HEIGHT, OG_WIDTH, openGraphImage, previewText } from "./og-image.ts";

const picture = readFileSync(path.join(IMAGES_DIR, "blog/posyandu.svg"));
const logo = readFileSync(path.join(IMAGES_DIR, "logo.svg"));
const preview = (headline: string) =>
  openGraphImage(picture, logo, {
    name: "Daycare Cisauk",
    eyebrow: "Kegiatan Daycare",
    headline,
    footer: "Artikel Daycare Cisauk",
  });

async function expectCard(image: Buffer) {
  const { width, height, format } = await sharp(image).metadata();
  expect([format, width, height]).toEqual(["jpeg", OG_WIDTH, OG_HEIGHT]);
}

describe("previewText", () => {
  it("leaves out emoji whole, with their skin tones and joined family members", () => {
    expect(previewText("Senang 😀 sekali 👨‍👩‍👧 bersama 👍🏽!")).toBe("Senang sekali bersama !");
  });

  it("drops control characters such as a NUL, and collapses line breaks", () => {
    expect(previewText("Judul\u0000 dengan\n\nNUL\u001b")).toBe("Judul dengan NUL");
  });

  it("keeps the letters the font has, and writes others as their plain letter", () => {
    expect(previewText("Café Ñoño — “kutip”")).toBe("Café Ñoño — “kutip”");
    expect(previewText("Ṣalat Ḍuha")).toBe("Salat Duha");
  });
});

describe("openGraphImage", () => {
  it("says it is the picture, not the text, that cannot be drawn when the photo is cut off", async () => {
    const card = openGraphImage(await truncatedPhoto(), logo, {
      name: "Daycare Cisauk",
      headline: "Judul",
      footer: "Artikel Daycare Cisauk",
    });
    await expect(card).rejects.toMatchObject({ part: "picture" });
  });

  it("fits a title with one long unbroken word (an e-mail address, a hashtag)", async () => {
    await expectCard(
      await preview(
        "Ikuti #DaycareMuslimCisaukTangerangBanten2025 dan tulis ke pendaftaran.daycare.cisauk@contoh.sch.id",
      ),
    );
  });

  it("fits a title of any length, ending it with an ellipsis", async () => {
    await expectCard(await preview("Kegiatan anak-anak di daycare kami ".repeat(30)));
    await expectCard(await preview("x".repeat(1000)));
  });

  it("draws a title with a NUL in it", async () => {
    await expectCard(await preview("Judul\u0000Artikel"));
  });

  it("leaves emoji out cleanly: the card is the one for the same title without them", async () => {
    const withEmoji = await preview("Main Air di Halaman 💦😄");
    const without = await preview("Main Air di Halaman");
    expect(withEmoji.equals(without)).toBe(true);
  });

  it("draws a card even when the title has nothing the font can draw", async () => {
    await expectCard(await preview("🎉🎉🎉"));
  });
});
