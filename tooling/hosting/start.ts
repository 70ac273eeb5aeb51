import { spawnSync } from "node:child_process";
import { isStale } from "./build-state.ts";
import { builtAt, serve } from "./serve.ts";

if (isStale(builtAt())) {
  console.log("Membangun situs (npm run build)…");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) {
    // Serving the previous build here would show a site without the change just made, silently.
    console.error(
      `\nSitus tidak dijalankan karena build gagal (lihat pesan di atas). Perbaiki, lalu jalankan \`npm start\` lagi.`,
    );
    process.exit(1);
  }
}
serve();
