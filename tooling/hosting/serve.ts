import { existsSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createApp } from "./app.ts";

export const BUILD_DIR = path.resolve("build/client");
/** Written by one of the last build steps; with the pages, the sign of a complete build. */
const HEADERS_FILE = path.resolve("build/headers.json");

/** When the build being served was made, or null when there is no complete build. */
export function builtAt(): number | null {
  if (!existsSync(path.join(BUILD_DIR, "index.html")) || !existsSync(HEADERS_FILE)) return null;
  return statSync(HEADERS_FILE).mtimeMs;
}

/** Serves an existing production build on PORT (default 3000). */
export function serve(port = Number(process.env.PORT ?? 3000)) {
  if (builtAt() === null) {
    console.error("Belum ada hasil build yang lengkap. Jalankan `npm run build` atau `npm start`.");
    process.exit(1);
  }
  // Behind a proxy that terminates TLS, TRUST_PROXY=1 lets HTTPS requests get HSTS (docs/deploy.md).
  const trustProxy = ["1", "true", "yes"].includes((process.env.TRUST_PROXY ?? "").toLowerCase());
  const server = createApp(BUILD_DIR, { trustProxy }).listen(port, () => {
    // PORT=0 asks for any free port: tell the one given.
    const { port: listening } = server.address() as AddressInfo;
    console.log(`Situs berjalan di http://localhost:${listening}`);
    console.log(
      `Editor konten: http://localhost:${listening}/admin/ (di komputer ini: pilih "Gunakan repositori lokal", lalu folder proyek)`,
    );
  });
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

if (import.meta.main) serve();
