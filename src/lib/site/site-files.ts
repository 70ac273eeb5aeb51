import sharp from "sharp";
import type { BrandColors } from "../brand-colors.ts";
import { SITEMAP_INDEX_PATH } from "./sitemap.ts";

/**
 * The files browsers, phones and search engines look for at the root of the
 * site, besides the pages: robots.txt, the web manifest and the icons. Written
 * by the endpoints of src/pages ([file].ts: robots.txt, site.webmanifest;
 * [icon].png.ts). The sitemap is @astrojs/sitemap's (./sitemap.ts).
 */

/** Every page allowed to every crawler, and where the sitemap's index is. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL(SITEMAP_INDEX_PATH, `${siteUrl}/`).href}\n`;
}

/** The name and icons a phone uses when a parent adds the site to the home screen. */
export function webManifest({ name, tagline }: { name: string; tagline: string }, colors: BrandColors): string {
  const manifest = {
    name: `${name} - ${tagline}`,
    short_name: name,
    description: tagline,
    lang: "id",
    start_url: "/",
    display: "standalone",
    theme_color: colors.theme,
    background_color: colors.page,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-512-maskable.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

export interface IconSpec {
  size: number;
  /** The share of each side left empty, where a platform crops or rounds the icon. */
  padding: number;
  /** Filled with the page colour where a platform would show transparency as black. */
  opaque: boolean;
}

/** Each PNG icon by its name at the root of the site (`/favicon-32.png`), from the logo. */
export const PNG_ICONS = {
  "favicon-32": { size: 32, padding: 0, opaque: false },
  "apple-touch-icon": { size: 180, padding: 0.12, opaque: true },
  "icon-192": { size: 192, padding: 0.08, opaque: false },
  "icon-512": { size: 512, padding: 0.08, opaque: false },
  "icon-512-maskable": { size: 512, padding: 0.2, opaque: true },
} as const satisfies Record<string, IconSpec>;

export type PngIconName = keyof typeof PNG_ICONS;

/** The logo (an SVG) centred on a square of `size`, padded, on the page colour where the icon must be opaque. */
export async function drawIcon(logo: Buffer, { size, padding, opaque }: IconSpec, background: string): Promise<Buffer> {
  const inner = Math.round(size * (1 - 2 * padding));
  const mark = await sharp(logo, { density: 600 })
    .resize(inner, inner, { fit: "contain", background: "#0000" })
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: opaque ? background : "#0000" } })
    .composite([{ input: mark, gravity: "center" }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
