import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
// The font engine subset-font cuts with (its own dependency) reads the result back.
import * as hb from "harfbuzzjs";
import subsetFont from "subset-font";
import { describe, expect, it } from "vitest";
import { BASE_CHARACTERS, siteCharacters, siteFont, writeSiteFont } from "./font.ts";

describe("the site's font", () => {
  it("holds the base characters and every character of the text files under src/, once each", () => {
    const app = mkdtempSync(path.join(tmpdir(), "font-src-"));
    mkdirSync(path.join(app, "content/blog"), { recursive: true });
    writeFileSync(path.join(app, "content/blog/baru.md"), "Kafe “Ñoño” — 5 × 2\n");
    writeFileSync(path.join(app, "logo.svg"), "<svg>Ω</svg>");
    const characters = siteCharacters(app);
    for (const character of [..."Ñ“”—×", ...BASE_CHARACTERS]) expect(characters).toContain(character);
    // Only text files are read, and line breaks are never drawn.
    expect(characters).not.toContain("Ω");
    expect(characters).not.toContain("\n");
    expect(new Set(characters).size).toBe([...characters].length);
  });

  it("is cut to those characters and still a valid font of at most 20 KB", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "font-root-"));
    mkdirSync(path.join(root, "src"));
    writeFileSync(path.join(root, "src/halaman.tsx"), "const judul = 'Ñoño';");
    const file = await writeSiteFont(siteFont(root));
    const woff2 = readFileSync(file);
    expect(woff2.length).toBeLessThanOrEqual(20 * 1024);
    // Cut again to the characters asked about, as TrueType: what the cut font lacks, the result lacks too.
    const asked = await subsetFont(woff2, "ÑñAz09–Ж", { targetFormat: "sfnt" });
    const unicodes = new Set(new hb.Face(new hb.Blob(asked)).collectUnicodes());
    for (const character of "ÑñAz09–") expect(unicodes.has(character.codePointAt(0)!), character).toBe(true);
    // Not in the text, not in the base set: not in the font.
    expect(unicodes.has("Ж".codePointAt(0)!)).toBe(false);
  });
});
