import type { ViteDevServer } from "vite";

/**
 * `npm run dev`: drops a generated module from every environment's module
 * graph (the browser's and the server's, where the loaders and prerender
 * run), so the next request builds it again from the files.
 */
export function invalidateEverywhere(server: ViteDevServer, id: string): void {
  for (const environment of Object.values(server.environments)) {
    const module = environment.moduleGraph.getModuleById(id);
    if (module) environment.moduleGraph.invalidateModule(module);
  }
}

/** `npm run dev`: a file added to or removed from `dir` rebuilds the module that lists that folder. */
export function rebuildWhenFilesComeOrGo(server: ViteDevServer, dir: string, id: string): void {
  const refresh = (file: string) => {
    if (file.includes(dir)) invalidateEverywhere(server, id);
  };
  server.watcher.on("add", refresh);
  server.watcher.on("unlink", refresh);
}
