import { readFileSync } from "node:fs";
import path from "node:path";

/** The stylesheet whose `@theme` tokens define the brand colours. */
export const APP_CSS = "src/styles/app.css";

/**
 * The brand colours used outside the stylesheet, each by the token of
 * src/styles/app.css it is: the `theme-color` of every page and the web
 * manifest, the icons and the link-preview images, read there at build time.
 */
export const brandColorTokens = {
  /** The browser's theme colour; the accent of link previews. */
  theme: "--color-brand-700",
  /** The page background: the manifest's, the padded icons' and the link previews'. */
  page: "--color-cream",
  /** Headings: the name and headline of link previews. */
  heading: "--color-brand-900",
} as const;

export type BrandColors = { readonly [name in keyof typeof brandColorTokens]: string };

/** What the icon and picture tools (sharp) and every browser read alike. */
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The brand colours from the text of a stylesheet; `file` names it in errors. */
export function brandColorsFrom(css: string, file = APP_CSS): BrandColors {
  const tokens = new Map<string, string>();
  // Both `@theme` and `@theme inline` define tokens; a later definition wins, as in the cascade.
  for (const match of css.matchAll(/@theme\b[^{]*\{/g)) {
    let depth = 1;
    let end = match.index + match[0].length;
    while (depth > 0 && end < css.length) depth += { "{": 1, "}": -1 }[css[end++]!] ?? 0;
    // Only the block's own declarations, not those of a nested rule (@keyframes).
    const own = css.slice(match.index + match[0].length, end - 1).replace(/\{[^{}]*\}/g, "");
    for (const [, name, value] of own.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) tokens.set(name!, value!.trim());
  }
  const colors = Object.entries(brandColorTokens).map(([name, token]) => {
    const value = tokens.get(token);
    if (value === undefined) {
      throw new Error(
        `${file} defines no ${token} in its @theme block: the brand colour "${name}" (theme-color, web manifest, icons, link previews) is read from it`,
      );
    }
    if (!HEX_COLOR.test(value)) {
      throw new Error(
        `${file}: ${token} is "${value}", but the brand colour "${name}" must be a hex colour such as #176258: the icons and link previews are drawn with it`,
      );
    }
    return [name, value] as const;
  });
  return Object.fromEntries(colors) as BrandColors;
}

/** The brand colours of the project's src/styles/app.css. */
export function readBrandColors(root = process.cwd()): BrandColors {
  return brandColorsFrom(readFileSync(path.join(root, APP_CSS), "utf8"));
}
