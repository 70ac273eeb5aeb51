import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import compression from "compression";
import express, { type Response } from "express";
import type { HostHeaders } from "../scripts/host-config";
import { IMMUTABLE, REVALIDATE } from "./headers";
import { notFoundPageFor } from "./not-found-pages";

/** The headers the build wrote for this output (server/headers.ts, with its script hashes). */
function readHeaders(root: string): HostHeaders {
  const file = path.join(root, "..", "headers.json");
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` again.`);
  return JSON.parse(readFileSync(file, "utf8")) as HostHeaders;
}

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
 * without a trailing slash, hashed assets cached for a year, compression, the
 * security headers, and a real 404 status with the right not-found page for
 * everything else.
 * Looking paths up in a table of known pages means a crafted URL never
 * reaches the file system.
 */
export function createApp(root: string) {
  const pages = findPages(root);
  const headers = readHeaders(root);
  const app = express();
  app.disable("x-powered-by");
  app.use((req, res, next) => {
    res.set(headers.all);
    if (req.secure) res.set(headers.https);
    next();
  });
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
    // React Router matches paths without regard to case (/TENTANG renders
    // /tentang in the browser), so the server answers them with that page too.
    const page = pages.get(pathname) ?? pages.get(pathname.toLowerCase());
    if (page) {
      sendHtml(res, page);
      return;
    }
    sendHtml(res, path.join(root, notFoundPageFor(pathname).file), 404);
  });

  return app;
}
