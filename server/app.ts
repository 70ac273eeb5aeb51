import { readdirSync } from "node:fs";
import path from "node:path";
import compression from "compression";
import express, { type Response } from "express";
import { notFoundPageFor } from "./not-found-pages";

/** Hashed file names change with their content, so they can be cached for good. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages and other files must be checked on each visit so an update shows at once. */
export const REVALIDATE = "public, max-age=0, must-revalidate";

/** URL path → prerendered HTML file, from the build output (e.g. "/tentang" → tentang/index.html). */
export function findPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const relative = path.relative(root, entry.parentPath).split(path.sep).join("/");
    pages.set(relative ? `/${relative}` : "/", path.join(entry.parentPath, entry.name));
  }
  return pages;
}

/**
 * Serves the production build as users get it: every prerendered page with or
 * without a trailing slash, hashed assets cached for a year, compression, and
 * a real 404 status with the right not-found page for everything else.
 * Looking paths up in a table of known pages means a crafted URL never
 * reaches the file system.
 */
export function createApp(root: string) {
  const pages = findPages(root);
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());

  const sendHtml = (res: Response, file: string, status = 200) =>
    res.status(status).sendFile(file, { headers: { "Cache-Control": REVALIDATE }, lastModified: true });

  app.use(
    "/assets",
    express.static(path.join(root, "assets"), {
      index: false,
      redirect: false,
      fallthrough: true,
      setHeaders: (res) => res.setHeader("Cache-Control", IMMUTABLE),
    }),
  );
  const otherFiles = express.static(root, {
    index: false,
    redirect: false,
    setHeaders: (res) => res.setHeader("Cache-Control", REVALIDATE),
  });
  // HTML is only ever served through the page table below, so /404.html or
  // /tentang/index.html cannot answer 200 beside the real URLs.
  app.use((req, res, next) => (req.path.endsWith(".html") ? next() : otherFiles(req, res, next)));

  app.use((req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.status(405).setHeader("Allow", "GET, HEAD").end();
      return;
    }
    const pathname = req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path;
    const page = pages.get(pathname);
    if (page) {
      sendHtml(res, page);
      return;
    }
    sendHtml(res, path.join(root, notFoundPageFor(pathname).file), 404);
  });

  return app;
}
