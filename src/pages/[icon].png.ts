import { readFile } from "node:fs/promises";
import path from "node:path";
import type { APIRoute, GetStaticPaths } from "astro";
import { readBrandColors } from "~/lib/brand-colors";
import { IMAGES_DIR } from "~/lib/content/pictures/image-catalog";
import { drawIcon, PNG_ICONS, type PngIconName } from "~/lib/site/site-files";

/** /favicon-32.png, /apple-touch-icon.png and the manifest's icons, drawn from the logo. */
export const getStaticPaths = (() =>
  Object.keys(PNG_ICONS).map((icon) => ({ params: { icon } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const logo = await readFile(path.join(IMAGES_DIR, "logo.svg"));
  const png = await drawIcon(logo, PNG_ICONS[params.icon as PngIconName], readBrandColors().page);
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
};
