import { readFileSync } from "node:fs";
import path from "node:path";
import postcss from "postcss";

/** The stylesheet whose `@theme` tokens define the brand colours. */
export const APP_CSS = "app/app.css";

/**
 * The brand colours used outside the stylesheet, each by the token of
 * app/app.css it is: the `theme-color` of every page and the web manifest,
 * the icons and the link-preview images. The app gets them through
 * `virtual:brand-colors` (tooling/vite/brand-colors-plugin.ts, re-exported by
 * app/lib/brand-colors.ts); build steps read them here.
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
  postcss.parse(css, { from: file }).walkAtRules("theme", (theme) => {
    theme.walkDecls(/^--/, (declaration) => {
      tokens.set(declaration.prop, declaration.value.trim());
    });
  });
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

/** The brand colours of the project's app/app.css. */
export function readBrandColors(root = process.cwd()): BrandColors {
  return brandColorsFrom(readFileSync(path.join(root, APP_CSS), "utf8"));
}
