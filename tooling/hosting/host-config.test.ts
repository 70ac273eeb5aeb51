import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hostHeaders, IMMUTABLE, REVALIDATE } from "./headers.ts";
import {
  capitalRedirects,
  capitalSpellings,
  CLOUDFLARE_REDIRECT_LIMITS,
  hostRedirects,
  inlineHashes,
  cloudflareHeaders,
  nginxGeneratedFiles,
  nginxHeaders,
  nginxNotFoundMap,
  nginxPages,
  notFoundFiles,
  writeHostConfig,
} from "./host-config.ts";
import { cloudflareCopies, notFoundPageFor, notFoundPages } from "../../src/lib/site/not-found-pages.ts";

function parseNginx(conf: string): Record<string, string> {
  const lines = conf.split("\n").filter((line) => line.startsWith("add_header "));
  return Object.fromEntries(
    lines.map((line) => {
      const [, name, value] = /^add_header (\S+) "((?:[^"\\]|\\.)*)" always;$/.exec(line)!;
      return [name!, value!.replaceAll('\\"', '"')];
    }),
  );
}

function parseHeadersFile(file: string, pattern: string): Record<string, string> {
  const block = file.split("\n\n").find((chunk) => chunk.startsWith(`${pattern}\n`))!;
  return Object.fromEntries(
    block
      .split("\n")
      .slice(1)
      .filter((line) => line.trim())
      .map((line) => {
        const [name, ...value] = line.trim().split(": ");
        return [name!, value.join(": ")];
      }),
  );
}

/** A build output with the kinds of inline script and style Astro writes, JSON-LD and a not-found page. */
function fakeBuild(): string {
  const build = mkdtempSync(path.join(tmpdir(), "host-"));
  mkdirSync(path.join(build, "client/blog/kategori"), { recursive: true });
  writeFileSync(
    path.join(build, "client/index.html"),
    '<!doctype html><html><head><style>body{color:red}</style><script type="application/ld+json">{"@type":"ChildCare"}</script></head><body><p>Beranda</p></body></html>',
  );
  writeFileSync(
    path.join(build, "client/program.html"),
    '<!doctype html><html><head><style>body{color:red}</style><script>(()=>{var a=(s,c)=>{};window.Astro={}})();</script><script type="module">import("/assets/client.js")</script><script type="module" src="/assets/client.js"></script></head><body><astro-island></astro-island></body></html>',
  );
  writeFileSync(
    path.join(build, "client/blog/404.html"),
    '<style>body{color:red}</style><script>(()=>{var a=(s,c)=>{};window.Astro={}})();</script><script type="text/plain">niet</script>',
  );
  writeFileSync(path.join(build, "client/blog/kategori/aktivitas.html"), "<p>Aktivitas</p>");
  writeFileSync(path.join(build, "client/blog/kategori/halaman-404.html"), "<p>Tidak ada</p>");
  writeFileSync(path.join(build, "client/index.html.bak"), "");
  return build;
}

describe("headers for every host, from tooling/hosting/headers.ts", () => {
  const headers = hostHeaders({ scripts: ["sha256-abc=", "sha256-def="], styles: ["sha256-css="] });
  const everything = { ...headers.all, ...headers.https };

  it("npm start, nginx and Cloudflare Pages carry the same headers", () => {
    expect(parseNginx(nginxHeaders(headers))).toEqual(everything);
    expect(parseHeadersFile(cloudflareHeaders(headers), "/*")).toEqual(everything);
    const json = JSON.parse(JSON.stringify(headers)) as typeof headers;
    expect({ ...json.all, ...json.https }).toEqual(everything);
  });

  it("allows scripts only from the site and by hash: no unsafe-inline, no unsafe-eval", () => {
    const csp = headers.all["Content-Security-Policy"]!;
    const scripts = /script-src ([^;]+)/.exec(csp)![1]!;
    expect(scripts).toBe("'self' 'sha256-abc=' 'sha256-def='");
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).toMatch(/base-uri 'none'/);
    expect(csp).toMatch(/frame-src https:\/\/maps\.google\.com https:\/\/www\.google\.com(;|$)/);
  });

  it("keeps other sites from loading the site's files into theirs, and opts out of ad topics", () => {
    expect(headers.all["Cross-Origin-Resource-Policy"]).toBe("same-origin");
    expect(headers.all["Permissions-Policy"]).toMatch(/(^|, )browsing-topics=\(\)(,|$)/);
    expect(headers.all["Permissions-Policy"]).not.toMatch(/interest-cohort/);
  });

  it("keeps HSTS for HTTPS, where browsers heed it", () => {
    expect(headers.all).not.toHaveProperty("Strict-Transport-Security");
    expect(headers.https["Strict-Transport-Security"]).toMatch(/max-age=31536000/);
    expect(headers.all).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
  });

  it("caches hashed assets for good on Cloudflare Pages", () => {
    expect(parseHeadersFile(cloudflareHeaders(headers), "/assets/*")).toEqual({
      "Cache-Control": "public, max-age=31536000, immutable",
    });
    expect(
      cloudflareHeaders(headers)
        .split("\n\n")
        .map((block) => block.split("\n")[0]),
    ).toEqual(["/*", "/assets/*", "/admin/*", "/admin/assets/*"]);
  });

  it("sends no opener policy with the public pages, and the editor's own with the editor", () => {
    expect(headers.all).not.toHaveProperty("Cross-Origin-Opener-Policy");
    expect(parseHeadersFile(cloudflareHeaders(headers), "/admin/*")["Cross-Origin-Opener-Policy"]).toBe(
      "same-origin-allow-popups",
    );
  });

  it("sends each not-found page's own address to a path without a file in its folder, with no status Cloudflare rejects", () => {
    const rules = hostRedirects([
      "404.html",
      "blog/404.html",
      "blog/kategori/aktivitas/halaman/404.html",
      "blog/kategori/halaman-404.html",
    ]);
    expect(rules.split("\n").filter((line) => !line.startsWith("#"))).toEqual([
      "/404  /_tidak-ada  200",
      "/blog/404  /blog/_tidak-ada  200",
      "/blog/kategori/aktivitas/halaman/404  /blog/kategori/aktivitas/halaman/_tidak-ada  200",
      "/blog/kategori/halaman-404  /blog/kategori/_tidak-ada  200",
      "",
    ]);
  });

  it("hashes every inline script that runs and every style element of every page once, and leaves out JSON-LD, data blocks, external scripts and the editor", () => {
    const build = fakeBuild();
    mkdirSync(path.join(build, "client/admin"));
    writeFileSync(path.join(build, "client/admin/index.html"), "<style>.editor{}</style><script>editor()</script>");
    const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
    expect(inlineHashes(path.join(build, "client"))).toEqual({
      scripts: [sha256("(()=>{var a=(s,c)=>{};window.Astro={}})();"), sha256('import("/assets/client.js")')].sort(),
      styles: [sha256("body{color:red}")],
    });
  });

  it("hashes a script's and a style's source as written, entities and markup-like text included", () => {
    const client = mkdtempSync(path.join(tmpdir(), "hashes-"));
    const script = 'go("&amp;", "<p>", "<!-- x -->");';
    const style = '.a::after{content:"&lt;"}';
    writeFileSync(
      path.join(client, "index.html"),
      `<script>${script}</script><template><style>${style}</style></template>`,
    );
    const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
    expect(inlineHashes(client)).toEqual({ scripts: [sha256(script)], styles: [sha256(style)] });
  });

  it("hashes the style elements and scripts of a frame's srcdoc document, which lives under the page's policy", () => {
    const client = mkdtempSync(path.join(tmpdir(), "hashes-"));
    const style = 'a{color:red;content:"&"}';
    const frame = `<!doctype html><html><head><style>${style}</style></head><body><a href="https://x.example/?a=1&amp;b=2">x</a></body></html>`;
    const attribute = frame.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
    writeFileSync(path.join(client, "kontak.html"), `<iframe title="peta" srcdoc="${attribute}"></iframe>`);
    const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
    expect(inlineHashes(client)).toEqual({ scripts: [], styles: [sha256(style)] });
  });

  it("gives nginx one location per page, in any case, moving /page/ and /page.html to /page, with the same headers", () => {
    const conf = nginxPages(
      ["/", "/blog/1", "/blog/2", "/blog/halaman/2", "/blog/kategori/aktivitas", "/tentang"],
      headers,
    );
    expect(conf).toContain("location = / {");
    expect(conf).toContain("location = /index.html {\n");
    expect(conf).toContain("location ~* ^(?<page>/tentang)(?<spelling>/|\\.html)?$ {");
    expect(conf).toContain("try_files /tentang.html =404;");
    // In other letters (/TENTANG) with a 301 as on Cloudflare Pages, /tentang/ with a 308.
    expect(conf).toContain(
      '    if ($page != "/tentang") {\n        return 301 /tentang$is_args$args;\n    }\n    if ($spelling) {\n        return 308 /tentang$is_args$args;\n    }\n',
    );
    expect(conf).toContain("location ~* ^(?<page>/blog/kategori/aktivitas)(?<spelling>/|\\.html)?$ {");
    // Numbered pages: one location per family, however many articles there are; 404 is the not-found page's name.
    expect(conf).toContain(
      "location ~* ^(?<page>/blog/(?<number>(?!404(?:/|\\.html)?$)[1-9][0-9]*))(?<spelling>/|\\.html)?$ {\n",
    );
    expect(conf).toContain("try_files /blog/$number.html =404;");
    expect(conf).toContain('    if ($page !~ "^/blog/") {\n        return 301 /blog/$number$is_args$args;\n    }\n');
    expect(conf).toContain(
      "location ~* ^(?<page>/blog/halaman/(?<number>(?!404(?:/|\\.html)?$)[1-9][0-9]*))(?<spelling>/|\\.html)?$ {\n",
    );
    expect(conf.match(/^location/gm)).toHaveLength(6);
    for (const block of conf
      .split("\n\n")
      .filter((chunk) => chunk.startsWith("location") && chunk.includes("try_files"))) {
      expect(parseNginx(block.replaceAll("\n    ", "\n"))).toEqual({
        ...everything,
        "Cache-Control": "public, max-age=0, must-revalidate",
      });
    }
  });

  it("writes the files each host reads", () => {
    const build = fakeBuild();
    const written = writeHostConfig(build);
    expect(JSON.parse(readFileSync(path.join(build, "headers.json"), "utf8"))).toEqual(written);
    expect(parseNginx(readFileSync(path.join(build, "nginx/security-headers.conf"), "utf8"))).toEqual({
      ...written.all,
      ...written.https,
    });
    expect(readFileSync(path.join(build, "client/_headers"), "utf8")).toBe(cloudflareHeaders(written));
    expect(readFileSync(path.join(build, "client/_redirects"), "utf8")).toBe(
      hostRedirects(notFoundFiles(path.join(build, "client")), ["/", "/blog/kategori/aktivitas", "/program"]),
    );
    expect(readFileSync(path.join(build, "client/_redirects"), "utf8")).toContain("/blog/404  /blog/_tidak-ada  200");
    // Cloudflare's copy of the category pages' not-found page, in the category's own folder.
    expect(readFileSync(path.join(build, "client/blog/kategori/aktivitas/halaman/404.html"), "utf8")).toBe(
      "<p>Tidak ada</p>",
    );
    for (const [file, text] of Object.entries(nginxGeneratedFiles())) {
      expect(readFileSync(path.join(build, "nginx", file), "utf8")).toBe(text);
    }
  });
});

/**
 * `_redirects` as Cloudflare Pages' runtime reads it (wrangler's asset server): a rule is static
 * above the first one with a placeholder or splat, static rules by the exact path first, then the
 * first dynamic rule that matches (`:name` one segment), letters in their own case; the host table
 * asks the runtime itself.
 */
function cloudflareRedirects(file: string) {
  const rules = file
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => line.split(/\s+/) as [string, string, string]);
  const firstDynamic = rules.findIndex(([from]) => /[:*]/.test(from));
  const staticRules = new Map(
    rules.slice(0, firstDynamic < 0 ? undefined : firstDynamic).map(([from, ...rest]) => [from, rest]),
  );
  const dynamic = firstDynamic < 0 ? [] : rules.slice(firstDynamic);
  const resolve = (pathname: string): { to: string; status: number } | undefined => {
    const exact = staticRules.get(pathname);
    if (exact) return { to: exact[0], status: Number(exact[1]) };
    for (const [from, to, status] of dynamic) {
      const names: string[] = [];
      const pattern = from
        .split("/")
        .map((part) => (part.startsWith(":") ? (names.push(part.slice(1)), "([^/]+)") : part))
        .join("/");
      const match = new RegExp(`^${pattern}$`).exec(pathname);
      if (match)
        return {
          to: names.reduce((target, name, index) => target.replace(`:${name}`, match[index + 1]!), to),
          status: Number(status),
        };
    }
    return undefined;
  };
  return { resolve, staticCount: staticRules.size, dynamicCount: dynamic.length };
}

describe("a page's address in capitals on Cloudflare Pages: generated redirects", () => {
  /** A blog of `articles` articles in `categories` categories, as Astro would build it: twelve cards a list page. */
  const blog = (articles: number, categories: number) => {
    const perCategory = Math.ceil(articles / categories);
    const listPages = (prefix: string, count: number) =>
      Array.from({ length: Math.ceil(count / 12) - 1 }, (_, index) => `${prefix}/halaman/${index + 2}`);
    return [
      "/",
      "/tentang",
      "/program",
      "/galeri",
      "/kontak",
      "/blog",
      ...Array.from({ length: articles }, (_, index) => `/blog/${index + 1}`),
      ...listPages("/blog", articles),
      ...Array.from({ length: categories }, (_, index) => [
        `/blog/kategori/kategori-${index + 1}`,
        ...listPages(`/blog/kategori/kategori-${index + 1}`, perCategory),
      ]).flat(),
    ];
  };

  it("spells an address ALL CAPITALS, with a capital first letter and with a capital at each segment", () => {
    expect(capitalSpellings("/tentang")).toEqual(["/TENTANG", "/Tentang"]);
    expect(capitalSpellings("/blog/1")).toEqual(["/BLOG/1", "/Blog/1"]);
    expect(capitalSpellings("/blog/kategori/kesehatan-anak")).toEqual([
      "/BLOG/KATEGORI/KESEHATAN-ANAK",
      "/Blog/kategori/kesehatan-anak",
      "/Blog/Kategori/Kesehatan-anak",
    ]);
    expect(capitalSpellings("/")).toEqual([]);
    expect(capitalSpellings("/Tentang")).toEqual([]);
    expect(capitalSpellings("/tentang kami")).toEqual([]);
  });

  it("moves every capital spelling of every page to the page in one step, and never the page itself", () => {
    const pages = blog(30, 2);
    const { resolve } = cloudflareRedirects(hostRedirects(["404.html", "blog/404.html"], pages));
    expect(pages).toContain("/blog/halaman/3");
    expect(pages).toContain("/blog/kategori/kategori-1/halaman/2");
    for (const page of pages) {
      expect(resolve(page), page).toBeUndefined();
      for (const spelling of capitalSpellings(page)) {
        expect(resolve(spelling), spelling).toEqual({ to: page, status: 301 });
      }
    }
  });

  it("never loops: a source has a capital, a target none; a bad id ends at its lower-case address", () => {
    const file = hostRedirects(["blog/404.html"], blog(30, 2));
    const rules = file.split("\n").filter((line) => line.trim() && !line.startsWith("#") && !line.endsWith(" 200"));
    for (const [from, to] of rules.map((line) => line.split(/\s+/))) {
      expect(from, from).toMatch(/[A-Z]/);
      expect(to, to).not.toMatch(/[A-Z]/);
    }
    const { resolve } = cloudflareRedirects(file);
    expect(resolve("/Blog/abc")).toEqual({ to: "/blog/abc", status: 301 });
    expect(resolve("/blog/abc")).toBeUndefined();
    expect(resolve("/BLOG/999")).toEqual({ to: "/blog/999", status: 301 });
    // Other mixtures of letters stay the not-found page's.
    expect(resolve("/tEntang")).toBeUndefined();
  });

  it("stays within Cloudflare's limits for 1,200 articles in 40 categories, every spelling still moved", () => {
    const pages = blog(1200, 40);
    const notFound = [
      "404.html",
      "blog/404.html",
      ...Array.from({ length: 40 }, (_, i) => `blog/kategori/kategori-${i + 1}/halaman/404.html`),
    ];
    const file = hostRedirects(notFound, pages);
    const { resolve, staticCount, dynamicCount } = cloudflareRedirects(file);
    expect(staticCount).toBeLessThanOrEqual(CLOUDFLARE_REDIRECT_LIMITS.static);
    expect(dynamicCount).toBeLessThanOrEqual(CLOUDFLARE_REDIRECT_LIMITS.dynamic);
    // Some category families no longer fit in the dynamic rules: theirs are static.
    expect(dynamicCount).toBeGreaterThan(90);
    expect(file).toContain("/Blog/kategori/kategori-40/halaman/2  /blog/kategori/kategori-40/halaman/2  301");
    for (const page of pages)
      for (const spelling of capitalSpellings(page)) expect(resolve(spelling)?.to, spelling).toBe(page);
  });

  it("past the static limit, leaves capital spellings out, never a not-found page's rule", () => {
    const notFound = ["404.html", "blog/404.html"];
    const pages = Array.from({ length: 1000 }, (_, index) => `/blog/kategori/k-${index}`);
    const file = hostRedirects(notFound, pages);
    const { resolve, staticCount } = cloudflareRedirects(file);
    expect(staticCount).toBe(CLOUDFLARE_REDIRECT_LIMITS.static);
    expect(resolve("/blog/404")).toEqual({ to: "/blog/_tidak-ada", status: 200 });
    expect(capitalRedirects(pages, { static: 10, dynamic: 0 }).static).toHaveLength(10);
  });
});

/** nginx's `map` as written: the default and each regular expression with its value, in order. */
function parseNginxMap(conf: string): { default: string; entries: [RegExp, string][] } {
  const lines = conf.split("\n").map((line) => line.trim());
  const fallback = lines.map((line) => /^default (\S+);$/.exec(line)?.[1]).find(Boolean)!;
  const entries = lines.flatMap((line) => {
    const match = /^"~\*((?:[^"\\]|\\.)*)" (\S+);$/.exec(line);
    // The expressions use only what PCRE and JavaScript read alike (\S, \s, classes, groups).
    return match ? [[new RegExp(match[1]!, "i"), match[2]!] as [RegExp, string]] : [];
  });
  return { default: fallback, entries };
}

describe("nginx, from the same definitions as every other host", () => {
  const map = parseNginxMap(nginxNotFoundMap());
  /** What nginx's map gives for a request line: the first expression that matches, else the default. */
  const nginxPage = (request: string) => map.entries.find(([pattern]) => pattern.test(request))?.[1] ?? map.default;

  it.each([
    "/blog/999",
    "/blog/abc/",
    "/BLOG/Abc",
    "/blog/1/extra",
    "/blog/halaman/99",
    "/Blog/Halaman/1/",
    "/blog/halaman/",
    "/blog/kategori/tidak-ada",
    "/blog/kategori/aktivitas/halaman/9",
    "/blog/kategori/aktivitas/halaman/9/",
    "/blog/kategori/aktivitas/lain",
    "/blog/kategori",
    "/blog",
    "/blog/",
    "/tidak-ada",
    "/blogs/1",
    "/",
  ])("sends %s to the not-found page notFoundPageFor gives, whatever the method, query or protocol", (pathname) => {
    const expected = `/${notFoundPageFor(pathname).file}`;
    for (const request of [`GET ${pathname} HTTP/1.1`, `HEAD ${pathname}?q=1&x=/a/b HTTP/1.0`, `GET ${pathname}`]) {
      expect(nginxPage(request), request).toBe(expected);
    }
  });

  it("gives every page of the table an entry, in the table's order, and the catch-all as the default", () => {
    expect(map.entries.map(([, file]) => file)).toEqual(
      notFoundPages.filter((page) => page.path).map((page) => `/${page.file}`),
    );
    expect(map.default).toBe("/404.html");
  });

  it("still maps a request whose path nginx refuses to parse (a NUL byte, a broken escape)", () => {
    expect(nginxPage("GET /blog/%00 HTTP/1.1")).toBe("/blog/404.html");
    expect(nginxPage("GET /blog/%zz HTTP/1.1")).toBe("/blog/404.html");
    expect(nginxPage("GET /%00 HTTP/1.1")).toBe("/404.html");
  });

  it("caches with the values of tooling/hosting/headers.ts", () => {
    const files = nginxGeneratedFiles();
    expect(parseNginx(files["cache-immutable.conf"]!)).toEqual({ "Cache-Control": IMMUTABLE });
    expect(parseNginx(files["cache-revalidate.conf"]!)).toEqual({ "Cache-Control": REVALIDATE });
  });

  it("leaves the shipped nginx.conf no value of its own to keep in step: it only includes what the build writes", () => {
    const shipped = readFileSync("tooling/hosting/nginx.conf", "utf8").replace(/#.*$/gm, "");
    expect(shipped).not.toMatch(/add_header|max-age|\.data\b|\bmap\b|\/blog/);
    const included = [...shipped.matchAll(/include \/etc\/nginx\/daycare\/(\S+);/g)].map((match) => match[1]);
    const written = [
      "security-headers.conf",
      "editor-headers.conf",
      "pages.conf",
      ...Object.keys(nginxGeneratedFiles()),
    ];
    expect(new Set(included)).toEqual(new Set(written));
  });
});

describe("Cloudflare Pages, which answers with the nearest 404.html", () => {
  /** The not-found files of an output and the path Cloudflare answers: the deepest folder's 404.html, else the root's. */
  const nearest = (files: ReadonlySet<string>, pathname: string) => {
    const folders = pathname.split("/").slice(1, -1);
    for (let depth = folders.length; depth > 0; depth -= 1) {
      const file = `${folders.slice(0, depth).join("/")}/404.html`;
      if (files.has(file)) return file;
    }
    return "404.html";
  };
  const pages = [
    "/blog/kategori/aktivitas",
    "/blog/kategori/kesehatan",
    "/blog/kategori/aktivitas/halaman/2",
    "/blog/1",
  ];
  const output = new Set([
    ...notFoundPages.map((page) => page.file),
    ...notFoundPages.flatMap((page) => cloudflareCopies(page, pages)),
  ]);

  it("copies the category pages' not-found page into each category's folder", () => {
    expect(notFoundPages.flatMap((page) => cloudflareCopies(page, pages))).toEqual([
      "blog/kategori/aktivitas/halaman/404.html",
      "blog/kategori/kesehatan/halaman/404.html",
    ]);
  });

  it.each([
    "/blog/999",
    "/blog/halaman/99",
    "/blog/kategori/tidak-ada",
    "/blog/kategori/aktivitas/halaman/99",
    "/blog/kategori/kesehatan/halaman/9",
    "/tidak-ada",
  ])("answers %s with the same not-found page as notFoundPageFor, or a copy of it", (pathname) => {
    const file = nearest(output, pathname);
    const expected = notFoundPageFor(pathname).file;
    expect(file === expected || cloudflareCopies(notFoundPageFor(pathname), pages).includes(file), file).toBe(true);
  });
});
