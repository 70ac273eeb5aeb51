import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { test as base } from "@playwright/test";
import { CLOUDFLARE_PORT, NGINX_PORT, PORT } from "../fixtures/ports.ts";

/**
 * The hosts the site is tested on, reached at the HTTP level: `npm start`,
 * nginx with the shipped config (tests/hosts/nginx-serve.ts) and
 * Cloudflare's own Pages runtime (`wrangler pages dev`), all serving the
 * same build/client; playwright.config.ts starts them. Netlify is no longer
 * one (since 2026-11-28: docs/decisions/006-one-source-for-every-host.md).
 */
export const HOSTS = ["npm start", "nginx", "cloudflare"] as const;
export type Host = (typeof HOSTS)[number];

/**
 * wrangler's local asset server looks a path up on disk and fails (502) on a
 * NUL byte or a name longer than the disk allows; Cloudflare's CDN looks paths
 * up in the upload's manifest. Not a behaviour of the site, so those paths
 * are not held against that host.
 */
export const LOCAL_RUNTIME_LOOKUP =
  "wrangler's local asset server answers 502 for a path with a NUL byte or a name over 255 bytes";
export const localRuntimeCannotLookUp = (target: string) =>
  /%00/.test(target) || target.split(/[/?]/).some((segment) => segment.length > 255);

export interface RawAnswer {
  status: number;
  /** Lower-case names; a header sent twice is joined with ", ". */
  headers: Record<string, string>;
  /** Decompressed, as a browser reads it. */
  body: string;
  /** Bytes as they came over the wire. */
  wireLength: number;
}

/** A raw request: the path goes out exactly as written (no URL normalisation), redirects are not followed. */
export function send(
  origin: string,
  target: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: hostname, port, path: target, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const wire = Buffer.concat(chunks);
        const encoding = response.headers["content-encoding"];
        const bytes =
          wire.length === 0
            ? wire
            : encoding === "gzip"
              ? gunzipSync(wire)
              : encoding === "br"
                ? brotliDecompressSync(wire)
                : encoding === "deflate"
                  ? inflateSync(wire)
                  : wire;
        const headers: Record<string, string> = {};
        for (let index = 0; index < response.rawHeaders.length; index += 2) {
          const name = response.rawHeaders[index]!.toLowerCase();
          const value = response.rawHeaders[index + 1]!;
          headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
        }
        resolve({ status: response.statusCode ?? 0, headers, body: bytes.toString("utf8"), wireLength: wire.length });
      });
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}

/** Each host's origin. */
export const test = base.extend<object, { hosts: Record<Host, string> }>({
  hosts: [
    async ({}, use) => {
      await use({
        "npm start": `http://localhost:${PORT}`,
        nginx: `http://127.0.0.1:${NGINX_PORT}`,
        cloudflare: `http://127.0.0.1:${CLOUDFLARE_PORT}`,
      });
    },
    { scope: "worker" },
  ],
});

export { expect } from "@playwright/test";
