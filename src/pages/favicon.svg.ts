import { readFile } from "node:fs/promises";
import path from "node:path";
import type { APIRoute } from "astro";
import { IMAGES_DIR } from "~/lib/content/pictures/image-catalog";

/** /favicon.svg: the logo itself, sharp at every size where browsers take an SVG icon. */
export const GET: APIRoute = async () =>
  new Response(await readFile(path.join(IMAGES_DIR, "logo.svg")), { headers: { "Content-Type": "image/svg+xml" } });
