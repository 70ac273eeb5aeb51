import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { removeUnusedPictures } from "./unused-pictures.ts";

/** A client folder with the given files. */
function client(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "client-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

describe("removeUnusedPictures", () => {
  it("keeps every picture a page, a stylesheet, a script or a feed names, and removes every other", () => {
    const root = client({
      "index.html":
        '<img src="/assets/hero.Ab1_x9.webp" srcset="/assets/hero.Ab1_x8.avif 320w, /assets/hero.Ab1_x7.avif 480w">',
      "blog/1.html": '<img src="/assets/IMG%201234.Cd2_k1.webp">',
      "assets/app.css": "body{background:url(/assets/pola.Ef3.svg)}",
      "assets/island.js": 'const icon="/assets/ikon.Gh4.png";',
      "rss.xml": '<enclosure url="https://daycarecisauk.id/assets/sampul.Jk5.jpg"/>',
      "assets/hero.Ab1_x9.webp": "",
      "assets/hero.Ab1_x8.avif": "",
      "assets/hero.Ab1_x7.avif": "",
      "assets/IMG 1234.Cd2_k1.webp": "",
      "assets/pola.Ef3.svg": "",
      "assets/ikon.Gh4.png": "",
      "assets/sampul.Jk5.jpg": "",
      // Astro's copies of the originals, with their EXIF: a draft's photo, the hero's source, a photo nobody uses.
      "assets/draf.Lm6.jpg": "",
      "assets/hero.Ab1.svg": "",
      "assets/IMG_9999.Np7.JPG": "",
      "assets/app.js": "",
    });
    expect(removeUnusedPictures(root)).toEqual(["IMG_9999.Np7.JPG", "draf.Lm6.jpg", "hero.Ab1.svg"]);
    expect(readdirSync(path.join(root, "assets")).sort()).toEqual([
      "IMG 1234.Cd2_k1.webp",
      "app.css",
      "app.js",
      "hero.Ab1_x7.avif",
      "hero.Ab1_x8.avif",
      "hero.Ab1_x9.webp",
      "ikon.Gh4.png",
      "island.js",
      "pola.Ef3.svg",
      "sampul.Jk5.jpg",
    ]);
  });
});
