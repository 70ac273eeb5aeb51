import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import plusJakartaSans from "@capsizecss/metrics/plusJakartaSans";
import roboto from "@capsizecss/metrics/roboto";
import * as hb from "harfbuzzjs";
import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { decompress } from "woff2-encoder";
import { BASE_CHARACTERS, siteCharacters, siteFont, writeSiteFont } from "./font-plugin";

describe("the site's font", () => {
  it("holds the base characters and every character of the text files under app/, once each", () => {
    const app = mkdtempSync(path.join(tmpdir(), "font-app-"));
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
    mkdirSync(path.join(root, "app"));
    writeFileSync(path.join(root, "app/halaman.tsx"), "const judul = 'Ñoño';");
    const file = await writeSiteFont(siteFont(root));
    const woff2 = readFileSync(file);
    expect(woff2.length).toBeLessThanOrEqual(20 * 1024);
    const unicodes = new Set(new hb.Face(new hb.Blob(await decompress(woff2))).collectUnicodes());
    for (const character of "ÑñAz09–") expect(unicodes.has(character.codePointAt(0)!), character).toBe(true);
    // Not in the text, not in the base set: not in the font.
    expect(unicodes.has("Ж".codePointAt(0)!)).toBe(false);
  });

  it("falls back to Roboto or Arial scaled to its metrics, as Capsize computes them", () => {
    const { fontFaces } = createFontStack([plusJakartaSans, roboto, arial], { fontFaceFormat: "styleObject" });
    expect(fontFaces).toHaveLength(2);
    const css = postcss.parse(readFileSync(path.resolve("app/app.css"), "utf8"));
    const faces = new Map<string, Record<string, string>>();
    css.walkAtRules("font-face", (rule) => {
      const declarations: Record<string, string> = {};
      rule.walkDecls((declaration) => {
        declarations[declaration.prop] = declaration.value;
      });
      faces.set(declarations["font-family"]!.replaceAll('"', ""), declarations);
    });
    for (const face of fontFaces) {
      const ours = faces.get(face["@font-face"].fontFamily!.replaceAll('"', ""));
      expect(ours, face["@font-face"].fontFamily).toBeDefined();
      for (const [property, value] of Object.entries({
        "ascent-override": face["@font-face"].ascentOverride,
        "descent-override": face["@font-face"].descentOverride,
        "line-gap-override": face["@font-face"].lineGapOverride,
        "size-adjust": face["@font-face"].sizeAdjust,
      })) {
        if (value !== undefined) expect(ours![property], property).toBe(value);
      }
    }
  });
});
