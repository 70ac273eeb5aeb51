import { index, route } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { staticPaths } from "./site-pages-plugin";

describe("staticPaths", () => {
  it("reads app/routes.ts as React Router's getStaticPaths() does: every path without a parameter", () => {
    expect(staticPaths()).toEqual([
      "/",
      "/tentang",
      "/program",
      "/galeri",
      "/blog",
      "/kontak",
      "/sitemap.xml",
      "/robots.txt",
      "/site.webmanifest",
      "/rss.xml",
    ]);
  });

  it("joins nested paths, and leaves out a route with a parameter or a splat with all under it", () => {
    const routes = [
      index("home.tsx"),
      route("a", "a.tsx", [route("b/", "b.tsx"), route(":id", "id.tsx", [route("c", "c.tsx")])]),
      route("files/*", "files.tsx"),
    ];
    expect(staticPaths(routes)).toEqual(["/", "/a", "/a/b"]);
  });
});
