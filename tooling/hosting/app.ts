import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler, type Request, type Response } from "express";
import { EDITOR_PATH, type HostHeaders, IMMUTABLE, REVALIDATE } from "./headers.ts";
import { notFoundPageFor, notFoundPages } from "../../src/lib/site/not-found-pages.ts";
import { findPages } from "./page-files.ts";

/** Files in the output that are instructions for a host, not part of the site. */
const HOST_FILES = /^\/_(headers|redirects|routes\.json)\/?$/i;

/**
 * A path as the file server will read it: percent-decoded once and its dot
 * segments resolved, as nginx does before choosing a location. What to hide
 * is decided on this form, so `/%5fheaders`, `/tentang%2ehtml` or
 * `/blog/%2e%2e/_headers` are hidden exactly as `/_headers` and
 * `/tentang.html` are. Null when the path cannot be decoded.
 */
export function servedPath(raw: string): string | null {
  try {
    const decoded = decodeURIComponent(raw);
    return decoded.includes("\0") ? null : path.posix.normalize(decoded);
  } catch {
    return null;
  }
}

export interface AppOptions {
  /**
   * Behind a proxy that terminates TLS (a load balancer, Caddy, nginx in front):
   * believe its X-Forwarded-Proto, so HSTS is sent when visitors use HTTPS.
   * Only set this when such a proxy is really in front; `TRUST_PROXY=1` for `npm start`.
   */
  trustProxy?: boolean;
}

/**
 * Serves the production build as users get it: every prerendered page at its
 * one address (other spellings move there), hashed assets cached for a year, compression, the
 * security headers, and a real 404 status with the right not-found page for
 * everything else.
 * Looking paths up in a table of known pages means a crafted URL never
 * reaches the file system.
 */
export function createApp(root: string, { trustProxy = false }: AppOptions = {}) {
  const pages = findPages(root);
  // The headers the build wrote for this output (tooling/hosting/headers.ts, with its script hashes).
  const headersFile = path.join(root, "..", "headers.json");
  if (!existsSync(headersFile)) throw new Error(`${headersFile} is missing: run \`npm run build\` again.`);
  const headers = JSON.parse(readFileSync(headersFile, "utf8")) as HostHeaders;
  const notFoundHtml = new Map(notFoundPages.map((page) => [page.file, readFileSync(path.join(root, page.file))]));
  const app = express();
  // Production behaviour whatever NODE_ENV says: no stack traces or paths in any response.
  app.set("env", "production");
  app.set("trust proxy", trustProxy ? 1 : false);
  app.disable("x-powered-by");
  app.use((req, res, next) => {
    res.set(headers.all);
    if (req.secure) res.set(headers.https);
    next();
  });
  app.use(compression());

  /** The whole not-found page, from memory: no Range, no 304, always 404. */
  const sendNotFound = (req: Request, res: Response) => {
    const page = notFoundPageFor(req.path);
    res.status(404).set("Cache-Control", REVALIDATE).type("html").send(notFoundHtml.get(page.file));
  };

  // A host's rules file, in any spelling (/%5fheaders, /admin/%2e%2e/_redirects), is never a file of the site.
  app.use((req, res, next) => (HOST_FILES.test(servedPath(req.path) ?? "/_headers") ? sendNotFound(req, res) : next()));

  // The editor: its own files, its own headers in place of the site's ones they replace (set above,
  // HSTS included when the request is secure). Anything else under /admin/ is not found, with the site's.
  // /admin is /admin/, without a redirect (the editor's files are named from /admin/ anyway).
  app.use((req, _res, next) => {
    if (req.path === `/${EDITOR_PATH}`) {
      // The file server looks at the URL as sent to decide on a trailing slash, so both change.
      req.url = req.url.replace(`/${EDITOR_PATH}`, `/${EDITOR_PATH}/`);
      req.originalUrl = req.url;
    }
    next();
  });
  app.use(
    `/${EDITOR_PATH}`,
    express.static(path.join(root, EDITOR_PATH), {
      redirect: false,
      setHeaders: (res, file) => {
        res.set(headers.editor);
        res.setHeader("Cache-Control", file.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : REVALIDATE);
      },
    }),
  );
  app.use(
    "/assets",
    express.static(path.join(root, "assets"), {
      index: false,
      redirect: false,
      setHeaders: (res) => res.setHeader("Cache-Control", IMMUTABLE),
    }),
  );
  const otherFiles = express.static(root, {
    index: false,
    redirect: false,
    setHeaders: (res) => res.setHeader("Cache-Control", REVALIDATE),
  });
  // HTML is only ever served through the page table below, so /404.html or /tentang/index.html (or
  // /tentang%2ehtml) cannot answer 200 beside the real URLs. A path that cannot be decoded was answered above.
  app.use((req, res, next) => (servedPath(req.path)?.endsWith(".html") ? next() : otherFiles(req, res, next)));

  app.use((req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.status(405).setHeader("Allow", "GET, HEAD").end();
      return;
    }
    const page = pages.get(req.path);
    if (page) {
      res.sendFile(page, { headers: { "Cache-Control": REVALIDATE } });
      return;
    }
    // A page's other spellings move to its one address, keeping the query (decision 011): in other
    // letters (/TENTANG, /Tentang/) with a 301, as the generated rules do on Cloudflare Pages;
    // /tentang/, /tentang.html and /index.html with a 308, as static hosts do themselves.
    // Only to a page of the table, so never to another site (//host/).
    const spelt = req.path === "/index.html" ? "/" : req.path.replace(/(\/+|\.html)$/, "");
    const address = spelt.toLowerCase();
    if (pages.has(address)) {
      const query = req.originalUrl.indexOf("?");
      res.redirect(spelt === address ? 308 : 301, address + (query === -1 ? "" : req.originalUrl.slice(query)));
      return;
    }
    sendNotFound(req, res);
  });

  // Errors from the file server (a precondition that fails, a range past the
  // end, a path it cannot decode) answer with their status and no details;
  // the security headers set above stay on the response.
  const onError: ErrorRequestHandler = (
    error: { status?: number; statusCode?: number; headers?: Record<string, string> },
    req,
    res,
    _next,
  ) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const status = error.status ?? error.statusCode ?? 500;
    if (status === 400 || status === 404) {
      sendNotFound(req, res);
      return;
    }
    res.removeHeader("Content-Encoding");
    res.removeHeader("Content-Disposition");
    res.set({ ...error.headers, "Cache-Control": "no-store" });
    if (status >= 500) {
      console.error(`${req.method} ${req.originalUrl}: ${String((error as Error).message ?? error)}`);
      res.status(500).type("text").send("Terjadi kesalahan di server. Silakan coba lagi sebentar lagi.");
      return;
    }
    res.status(status).end();
  };
  app.use(onError);

  return app;
}
