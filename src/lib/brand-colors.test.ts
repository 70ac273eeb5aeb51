import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brandColorsFrom, brandColorTokens, readBrandColors } from "./brand-colors.ts";

const theme = (body: string) => `@import "tailwindcss";\n@theme inline {\n${body}\n}\n`;
const allTokens = "--color-brand-700: #176258;\n--color-cream: #fffaf2;\n--color-brand-900: #14413c;";

describe("brand colours, defined once by the tokens of src/styles/app.css", () => {
  it("reads each colour from its token in the shipped stylesheet", () => {
    const css = readFileSync("src/styles/app.css", "utf8");
    const colors = readBrandColors();
    for (const [name, token] of Object.entries(brandColorTokens)) {
      const written = new RegExp(`^\\s*${token}:\\s*(#[0-9a-f]+);`, "im").exec(css)?.[1];
      expect(colors[name as keyof typeof colors], token).toBe(written);
    }
  });

  it("takes the tokens of every @theme block, the later winning, and no others", () => {
    expect(brandColorsFrom(`${theme(allTokens)}@theme { --color-cream: #ffffff; }`).page).toBe("#ffffff");
    expect(() =>
      brandColorsFrom(
        `:root { --color-cream: #fff; }\n${theme("--color-brand-700: #176258;\n--color-brand-900: #14413c;")}`,
      ),
    ).toThrow("src/styles/app.css defines no --color-cream in its @theme block");
  });

  it("names app.css and the token when one is missing", () => {
    expect(() => brandColorsFrom(theme("--color-cream: #fffaf2;\n--color-brand-900: #14413c;"))).toThrow(
      'src/styles/app.css defines no --color-brand-700 in its @theme block: the brand colour "theme"',
    );
  });

  it("refuses a colour that is not hex, which the icons and previews could not be drawn with", () => {
    expect(() => brandColorsFrom(theme(allTokens.replace("#14413c", "oklch(0.3 0.05 180)")))).toThrow(
      'src/styles/app.css: --color-brand-900 is "oklch(0.3 0.05 180)", but the brand colour "heading" must be a hex colour',
    );
  });
});
