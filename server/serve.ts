import { existsSync } from "node:fs";
import path from "node:path";
import { createApp } from "./app";

export const BUILD_DIR = path.resolve("build/client");

/** Serves an existing production build on PORT (default 3000). */
export function serve(port = Number(process.env.PORT ?? 3000)) {
  if (!existsSync(path.join(BUILD_DIR, "index.html"))) {
    console.error("Belum ada hasil build. Jalankan `npm run build` atau `npm start`.");
    process.exit(1);
  }
  const server = createApp(BUILD_DIR).listen(port, () => {
    console.log(`Situs berjalan di http://localhost:${port}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

if (import.meta.url === `file://${process.argv[1]}`) serve();
