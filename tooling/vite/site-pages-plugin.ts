import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { Plugin } from "vite";
import routes from "../../app/routes";
import { ARTICLES_DIR } from "../content/articles";
import { rebuildWhenFilesComeOrGo } from "./vite-modules";

const MODULE_ID = "virtual:site-pages";
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * The paths of the route config without parameters: what React Router's
 * `getStaticPaths()` hands the prerender list (react-router.config.ts), which
 * a loader is not given. "/" first, then each route's path in config order.
 * A route with a parameter (or a splat) is left out with everything under it.
 */
export function staticPaths(entries: readonly RouteConfigEntry[] = routes): string[] {
  const paths = ["/"];
  const visit = (children: readonly RouteConfigEntry[], parent: string) => {
    for (const entry of children) {
      if (entry.path?.split("/").some((segment) => segment.startsWith(":") || segment === "*")) continue;
      const full = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/").replace(/(.)\/$/, "$1") : parent;
      if (entry.path) paths.push(full);
      visit(entry.children ?? [], full);
    }
  };
  visit(entries, "");
  return paths;
}

/**
 * `virtual:site-pages`: `pages`, every page of the site (app/lib/site-pages.ts),
 * for the sitemap's loader (app/routes/sitemap.ts). Like `virtual:blog`, which
 * it reads, it exists in the prerender build alone. The build checks that the
 * sitemap lists exactly the pages React Router prerendered
 * (tooling/post-build/finish-build.ts), so this reading of the route config
 * and React Router's own cannot drift apart unseen.
 */
export function sitePagesPlugin(): Plugin {
  return {
    name: "daycare:site-pages",
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (this.environment.config.consumer !== "server") {
        this.error(`${MODULE_ID} is for route loaders only: the browser has no use for the list of pages`);
      }
      return [
        'import { articles } from "virtual:blog";',
        `import { sitePages } from ${JSON.stringify(path.join(import.meta.dirname, "../../app/lib/site-pages.ts"))};`,
        `export const pages = sitePages(${JSON.stringify(staticPaths())}, articles);`,
        "",
      ].join("\n");
    },
    configureServer(server) {
      // A new or removed article adds or removes pages; a change to app/routes.ts restarts the server anyway.
      rebuildWhenFilesComeOrGo(server, ARTICLES_DIR, RESOLVED_ID);
    },
  };
}
