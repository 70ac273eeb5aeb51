import { defineMiddleware } from "astro:middleware";
import { keepTogetherInHtml } from "~/lib/format/keep-together-html";

/**
 * Every page, as it is written at build time (and served by `astro dev`),
 * passes here once: reduplicated words and ranges are kept on one line
 * (src/lib/format/keep-together-html.ts). Feeds, images and other files pass untouched.
 */
export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
  const headers = new Headers(response.headers);
  // The body grows by the spans it gets.
  headers.delete("content-length");
  const { status, statusText } = response;
  return new Response(keepTogetherInHtml(await response.text()), { status, statusText, headers });
});
