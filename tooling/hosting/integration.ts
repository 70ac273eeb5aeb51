import type { AstroIntegration } from "astro";

/** After Astro has written the site: the files every host reads (headers, not-found rules) and the editor. */
export function hosting(): AstroIntegration {
  return { name: "daycare-hosting", hooks: {} };
}
