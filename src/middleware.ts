import { defineMiddleware } from "astro:middleware";
import { keepTogetherInHtml } from "~/lib/format/keep-together-html";
import { preloadFirstPicture } from "~/lib/picture-preload";

/**
 * Every page, as it is written at build time (and served by `astro dev`),
 * passes here once: reduplicated words and ranges are kept on one line
 * (src/lib/format/keep-together-html.ts), and the first-screen picture is asked
 * for from the top of the head (src/lib/picture-preload.ts). Feeds, images and
 * other files pass untouched.
 */
export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
  const headers = new Headers(response.headers);
  // The body grows by the spans and the link it gets.
  headers.delete("content-length");
  const { status, statusText } = response;
  const html = preloadFirstPicture(keepTogetherInHtml(await response.text()));
  return new Response(html, { status, statusText, headers });
});
