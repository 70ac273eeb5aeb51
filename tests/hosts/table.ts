import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { Host } from "./hosts.ts";
import { SIGN_IN_GITHUB_PORT } from "../fixtures/ports.ts";
import { SIGN_IN_APP } from "../fixtures/sign-in-app.ts";

/**
 * The one table of requests every host must answer alike: path, method and
 * headers in; status, location, key headers and a marker in the body out.
 * Where a host deliberately answers otherwise, the row says so for that host,
 * with the reason (docs/decisions/011-one-address-on-every-host.md).
 */

/** A header is absent (null), equal to a string, matching a pattern, or passes a check that lists what is wrong. */
export type HeaderCheck = string | RegExp | null | ((value: string | undefined) => string[]);

export interface Answer {
  status: number | readonly number[];
  /** Path and query of the Location header (an absolute URL to the same host counts by its path). */
  location?: string;
  headers?: Record<string, HeaderCheck | undefined>;
  /** Markers the body must hold. */
  body?: readonly (string | RegExp)[];
  /** What the body must not hold. */
  notBody?: RegExp;
}

export interface Row {
  /** What the row shows, in a few words. */
  what: string;
  /** The request target, sent as written; a function for an address only the build knows (a hashed asset). */
  target: string | (() => string);
  method?: "GET" | "HEAD";
  headers?: Record<string, string>;
  expect: Answer;
  /** A host that answers otherwise: the fields that differ (`headers` merged, `undefined` = not checked), or why it is left out. */
  on?: Partial<Record<Host, Partial<Answer> | { skip: string }>>;
}

const NAME = "Daycare Cisauk";
const title = (text: string) => `<title>${text.replaceAll("&", "&amp;")} | ${NAME}</title>`;
const NOINDEX = '<meta name="robots" content="noindex">';
const NOT_FOUND = [title("Halaman tidak ditemukan"), NOINDEX] as const;
const ARTICLE_NOT_FOUND = [title("Oops! Artikel tidak ditemukan"), NOINDEX] as const;
const PAGE = /^<!DOCTYPE html><html lang="id">/i;

/** The directives of a Content-Security-Policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/** The pages' policy: scripts and style elements only from the site or by hash, never inline, and only the map may frame. */
export function pagePolicy(value: string | undefined): string[] {
  if (!value) return ["no Content-Security-Policy"];
  if (value.includes(",")) return [`two policies joined: ${value}`];
  const policy = directives(value);
  const problems: string[] = [];
  const has = (name: string, token: string) => policy.get(name)?.includes(token) ?? false;
  if (!has("default-src", "'self'")) problems.push("default-src is not 'self'");
  for (const name of ["script-src", "style-src"]) {
    if (!policy.get(name)?.some((token) => token.startsWith("'sha256-")))
      problems.push(`${name} names no hash of the page's inline ${name === "script-src" ? "scripts" : "styles"}`);
  }
  for (const name of ["script-src", "script-src-elem", "style-src", "style-src-elem"]) {
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "'wasm-unsafe-eval'"])
      if (has(name, unsafe)) problems.push(`${name} allows ${unsafe}`);
  }
  if (!has("frame-ancestors", "'none'")) problems.push("frame-ancestors is not 'none'");
  if (!has("base-uri", "'none'")) problems.push("base-uri is not 'none'");
  if (!policy.get("frame-src")?.some((token) => /google\.com/.test(token)))
    problems.push("frame-src does not allow the map");
  return problems;
}

/** The editor's own policy: Sveltia needs WebAssembly, nothing inline, and no page's hashes joined to it. */
export function editorPolicy(value: string | undefined): string[] {
  if (!value) return ["no Content-Security-Policy"];
  if (value.includes(",")) return [`two policies joined (a browser enforces both): ${value}`];
  const policy = directives(value);
  const problems: string[] = [];
  if (policy.get("default-src")?.join(" ") !== "'none'") problems.push("default-src is not 'none'");
  const scripts = policy.get("script-src") ?? [];
  if (!scripts.includes("'self'") || !scripts.includes("'wasm-unsafe-eval'"))
    problems.push("script-src lacks 'self' 'wasm-unsafe-eval'");
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'"])
    if (scripts.includes(unsafe)) problems.push(`script-src allows ${unsafe}`);
  if (value.includes("'sha256-")) problems.push("the pages' hashes are in the editor's policy");
  return problems;
}

/** What every answer of the site carries, page or not. */
const SECURITY = {
  "content-security-policy": pagePolicy,
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": /camera=\(\).*browsing-topics=\(\)/,
  // Only the editor has an opener policy: on the pages it protected nothing and delayed the first paint.
  "cross-origin-opener-policy": null,
} as const;
const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";
const PAGE_HEADERS = {
  ...SECURITY,
  "content-type": /^text\/html/,
  "cache-control": REVALIDATE,
  "x-robots-tag": null,
};
/** The largest file of the build's assets folder with that ending (large enough to be compressed): its name is a hash the build chose. */
function builtAsset(ending: string): () => string {
  return () => {
    const folder = path.resolve("build/client/assets");
    const name = readdirSync(folder)
      .filter((file) => file.endsWith(ending))
      .sort((a, b) => statSync(path.join(folder, b)).size - statSync(path.join(folder, a)).size)[0];
    if (!name) throw new Error(`the build has no asset ending in ${ending}`);
    return `/assets/${name}`;
  };
}

/**
 * The same value sent more than once (nginx repeats its add_header lines on
 * its own error answers): harmless, as long as every copy passes `check`.
 */
function repeatedAlike(check: (value: string | undefined) => string[]): (value: string | undefined) => string[] {
  return (value) => {
    if (value === undefined) return check(value);
    const copies = new Set(value.split(/, (?=default-src|nosniff)/));
    return copies.size === 1 ? check([...copies][0]) : [`different values joined: ${value}`];
  };
}
const NOSNIFF = repeatedAlike((value) => (value === "nosniff" ? [] : [`"${value}", not "nosniff"`]));

const pages: [string, string][] = [
  ["/", `${NAME} - Daycare Muslim Pertama di Cisauk`],
  ["/tentang", "Tentang Kami"],
  ["/program", "Program & Biaya"],
  ["/galeri", "Galeri Foto"],
  ["/blog", "Blog"],
  ["/kontak", "Kontak Kami"],
  ["/blog/1", "Kunjungan Rutin ke Posyandu: Cara Kami Menjaga Tumbuh Kembang Si Kecil"],
  ["/blog/kategori/aktivitas", "Kategori Aktivitas"],
];

/**
 * Each page's address ALL CAPITALS, with a capital first letter and, where it has more than one
 * segment, with a capital at each: what a parent types from a flyer. Listed here, not taken from
 * the generator (tooling/hosting/host-config.ts), so that the table checks it. The blog's list pages
 * (/blog/halaman/2) exist only in a larger blog: their rules are in host-config.test.ts.
 */
const capitalSpellings: [string, string][] = [
  ...["/tentang", "/program", "/galeri", "/kontak", "/blog", "/blog/1", "/blog/2", "/blog/3"].flatMap(
    (page): [string, string][] => [
      [page.toUpperCase(), page],
      [`/${page[1]!.toUpperCase()}${page.slice(2)}`, page],
    ],
  ),
  ["/BLOG/KATEGORI/AKTIVITAS", "/blog/kategori/aktivitas"],
  ["/Blog/kategori/aktivitas", "/blog/kategori/aktivitas"],
  ["/Blog/Kategori/Aktivitas", "/blog/kategori/aktivitas"],
];

const articleNotFound = (id: string): Row => ({
  what: `an article id that is none: ${id}`,
  target: `/blog/${id}`,
  expect: { status: 404, headers: SECURITY, body: ARTICLE_NOT_FOUND },
});

/**
 * Where the sign-in sends the window: GitHub's authorize page (the GitHub stand-in under
 * `wrangler pages dev`: playwright.config.ts) for the App the runtime was given, back to this host.
 */
function signInStart(value: string | undefined): string[] {
  if (!value) return ["missing"];
  const url = new URL(value);
  const problems: string[] = [];
  if (`${url.origin}${url.pathname}` !== `http://127.0.0.1:${SIGN_IN_GITHUB_PORT}/login/oauth/authorize`)
    problems.push(`${url.origin}${url.pathname} is not GitHub's authorize page`);
  if (url.searchParams.get("client_id") !== SIGN_IN_APP.clientId) problems.push("not the site's App");
  if (!/^http:\/\/127\.0\.0\.1:\d+\/masuk\/callback$/.test(url.searchParams.get("redirect_uri") ?? ""))
    problems.push(`redirect_uri ${url.searchParams.get("redirect_uri")} is not this host's callback`);
  if (!/^[0-9a-f]{64}$/.test(url.searchParams.get("state") ?? "")) problems.push("no random state");
  return problems;
}

const notFound = (target: string, what = "no page there"): Row => ({
  what,
  target,
  expect: { status: 404, headers: SECURITY, body: NOT_FOUND, notBody: /rel="canonical"/ },
});

export const table: Row[] = [
  // Pages.
  ...pages.map(([target, name]): Row => ({
    what: "a page",
    target,
    expect: {
      status: 200,
      headers: PAGE_HEADERS,
      body: [PAGE, target === "/" ? `<title>${name}</title>` : title(name)],
    },
  })),
  ...["/blog/2", "/blog/3"].map((target): Row => ({
    what: "an article",
    target,
    expect: {
      status: 200,
      headers: PAGE_HEADERS,
      body: [PAGE, /<title>[^<]+ \| Daycare Cisauk<\/title>/],
      notBody: /<title>(Halaman tidak ditemukan|Oops!)/,
    },
  })),
  {
    what: "a page asked for its headers only",
    target: "/tentang",
    method: "HEAD",
    expect: { status: 200, headers: PAGE_HEADERS, notBody: /./ },
  },
  {
    what: "a page with a query (a shared link)",
    target: "/blog/1?utm_source=whatsapp",
    expect: { status: 200, body: [title("Kunjungan Rutin ke Posyandu: Cara Kami Menjaga Tumbuh Kembang Si Kecil")] },
  },

  // One address per page: other spellings move there, keeping the query.
  ...[
    ["/tentang/", "/tentang"],
    ["/tentang.html", "/tentang"],
    ["/tentang/?utm_source=whatsapp", "/tentang?utm_source=whatsapp"],
    ["/blog/1/", "/blog/1"],
    ["/blog/kategori/aktivitas/", "/blog/kategori/aktivitas"],
    ["/blog.html", "/blog"],
    ["/index.html", "/"],
  ].map(([target, location]): Row => ({
    what: "another spelling of a page",
    target: target!,
    expect: { status: 308, location },
  })),

  // A page's address as a flyer or a chat message writes it: in capitals, with a capital first letter,
  // with a capital at each segment. One permanent redirect to the page's address, on every host
  // (decision 011); the lower-case addresses are the pages above.
  ...capitalSpellings.map(([target, location]): Row => ({
    what: "a page's address in capitals",
    target,
    expect: { status: 301, location },
  })),
  ...[
    ["/Tentang?utm_source=whatsapp", "/tentang?utm_source=whatsapp"],
    ["/BLOG/1?utm_source=whatsapp&utm_medium=chat", "/blog/1?utm_source=whatsapp&utm_medium=chat"],
  ].map(([target, location]): Row => ({
    what: "a page's address in capitals, with a query",
    target: target!,
    expect: { status: 301, location },
  })),
  {
    ...articleNotFound("abc"),
    what: "an article id that is none, in capitals: its not-found page, at most one redirect away",
    target: "/Blog/abc",
    // One rule per spelling takes every article id there, and moves it to /blog/abc (404 above).
    on: {
      cloudflare: { status: 301, location: "/blog/abc", body: undefined, headers: undefined },
    },
  },
  {
    ...articleNotFound("999"),
    what: "an article number with no article, in capitals",
    target: "/BLOG/999",
    // nginx takes every number in one location per family, and moves it before looking for the file.
    on: Object.fromEntries(
      (["nginx", "cloudflare"] as const).map((host) => [
        host,
        { status: 301, location: "/blog/999", body: undefined, headers: undefined },
      ]),
    ),
  },
  {
    what: "a page's address in other mixed letters",
    target: "/tEnTaNg",
    expect: { status: 301, location: "/tentang" },
    // Cloudflare Pages matches letters exactly: only the spellings above have a rule.
    on: { cloudflare: { status: 404, body: NOT_FOUND } },
  },

  // Not found.
  notFound("/halaman-tidak-ada"),
  notFound("/tentang/lainnya", "below a page"),
  {
    ...notFound("/blog/1/extra", "below an article"),
    // Cloudflare Pages answers with the nearest 404.html: below /blog/, the article's.
    on: { cloudflare: { body: ARTICLE_NOT_FOUND } },
  },
  notFound("/404", "the not-found page's own address"),
  {
    ...notFound("/404.html", "the not-found page's file"),
    on: {
      cloudflare: { status: 308, location: "/404", body: undefined, headers: undefined, notBody: undefined },
    },
  },
  {
    what: "the article not-found page's own address",
    target: "/blog/404",
    expect: { status: 404, headers: SECURITY, body: ARTICLE_NOT_FOUND },
  },
  notFound("/assets/tidak-ada.js", "a missing asset"),
  ...["/_headers", "/_redirects", "/_routes.json"].map((target): Row => ({
    what: "a host's own rules file",
    target,
    expect: { status: 404, body: NOT_FOUND, notBody: /Content-Security-Policy:|\s308!?\s|"include"/ },
    // wrangler's local asset server fails on these names; Cloudflare's CDN never serves them. Never the rules.
    on: {
      cloudflare: target.endsWith(".json")
        ? {
            skip: "wrangler's local asset server serves the folder as it is; `wrangler pages deploy` never uploads _routes.json as a file of the site",
          }
        : { status: [404, 502], body: [] },
    },
  })),
  // The same files, and pages' files, spelt with percent-encoding or dot segments: decoded once, then hidden alike.
  ...["/%5fheaders", "/_header%73", "/blog/%2e%2e/_headers", "/_redirect%73", "/admin/%2e%2e/_redirects"].map(
    (target): Row => ({
      what: "a host's own rules file, encoded",
      target,
      expect: { status: 404, body: NOT_FOUND, notBody: /Content-Security-Policy:|\s308!?\s/ },
      on: { cloudflare: { status: [404, 502], body: [] } },
    }),
  ),
  ...["/tentang%2ehtml", "/404%2ehtml", "/blog/1%2ehtml"].map((target): Row => ({
    ...(target.startsWith("/blog/")
      ? { ...articleNotFound("1%2ehtml"), what: "a page's file, its dot encoded" }
      : notFound(target, "a page's file, its dot encoded")),
    on: {
      // Cloudflare decodes the dot and moves the file's name to the page's address, as for /tentang.html.
      cloudflare: { status: 308, body: undefined, headers: undefined, notBody: undefined },
    },
  })),
  ...["abc", "1abc", "01", "0", "-1", "1.5", "999", "99999999999999999999", "abc/"].map(articleNotFound),
  { ...articleNotFound("%00"), on: { cloudflare: { skip: "LOCAL_RUNTIME_LOOKUP" } } },
  notFound("/blog/halaman/2", "a list page past the end"),
  notFound("/blog/halaman/1", "list page 1 under a second address"),
  notFound("/blog/halaman/dua/", "a list page without a number"),
  notFound("/blog/kategori/tidak-ada", "a category with no article"),
  notFound("/blog/kategori/aktivitas/halaman/2", "a category page past the end"),
  notFound("/blog/kategori/_tidak-ditemukan", "a category named like the not-found page"),
  notFound("/blog/kategori/aktivitas/lain", "below a category"),

  // Files for browsers, search engines and phones.
  {
    what: "a page, compressed and revalidated",
    target: "/",
    headers: { "Accept-Encoding": "gzip" },
    expect: { status: 200, headers: { "content-encoding": "gzip", "cache-control": REVALIDATE } },
  },
  {
    what: "a hashed script, compressed and cached for a year",
    target: builtAsset(".js"),
    headers: { "Accept-Encoding": "gzip" },
    expect: {
      status: 200,
      headers: {
        "content-type": /javascript/,
        "content-encoding": "gzip",
        "cache-control": IMMUTABLE,
        "x-content-type-options": "nosniff",
      },
    },
  },
  {
    what: "the font, cached for a year",
    target: builtAsset(".woff2"),
    expect: { status: 200, headers: { "content-type": "font/woff2", "cache-control": IMMUTABLE } },
  },
  {
    what: "a picture, cached for a year",
    target: builtAsset(".avif"),
    expect: { status: 200, headers: { "content-type": "image/avif", "cache-control": IMMUTABLE } },
  },
  {
    what: "the link preview",
    target: "/og/site.jpg",
    expect: { status: 200, headers: { "content-type": "image/jpeg", "x-content-type-options": "nosniff" } },
  },
  {
    what: "the icon",
    target: "/favicon.svg",
    expect: { status: 200, headers: { "content-type": /^image\/svg\+xml/ } },
  },
  {
    what: "the sitemap's index",
    target: "/sitemap-index.xml",
    expect: {
      status: 200,
      headers: { "content-type": /xml/, ...SECURITY },
      body: ["<sitemapindex", "<loc>https://daycarecisauk.id/sitemap-0.xml</loc>"],
    },
  },
  {
    what: "the sitemap",
    target: "/sitemap-0.xml",
    expect: {
      status: 200,
      headers: { "content-type": /xml/, ...SECURITY },
      body: ["<urlset", "<loc>https://daycarecisauk.id/tentang</loc>"],
      notBody: /\/admin|404|\/og\//,
    },
  },
  {
    what: "robots.txt",
    target: "/robots.txt",
    expect: {
      status: 200,
      headers: { "content-type": /^text\/plain/ },
      body: ["Sitemap: https://daycarecisauk.id/sitemap-index.xml"],
    },
  },
  {
    what: "the web manifest",
    target: "/site.webmanifest",
    expect: { status: 200, headers: { "content-type": /^application\/manifest\+json/ }, body: ['"short_name"'] },
  },
  {
    what: "the feed",
    target: "/rss.xml",
    expect: {
      status: 200,
      headers: { "content-type": /xml/ },
      body: ["<title>Kunjungan Rutin ke Posyandu: Cara Kami Menjaga Tumbuh Kembang Si Kecil</title>"],
    },
  },

  // Odd requests get a clean answer.
  {
    what: "a Range request on an unknown path: the whole not-found page, not a part",
    target: "/halaman-tidak-ada",
    headers: { Range: "bytes=0-10" },
    expect: { status: 404, body: NOT_FOUND },
  },
  {
    what: "a failed If-Match",
    target: "/tentang",
    headers: { "If-Match": '"bukan-etag-ini"' },
    expect: {
      status: 412,
      headers: {
        ...SECURITY,
        "x-content-type-options": (value) => (value && /^nosniff(, nosniff)*$/.test(value) ? [] : [`${value}`]),
      },
      notBody: /\bat \S+ \(|node_modules|\/home\/|\/work\/|\/tmp\/|Error:/,
    },
    on: {
      cloudflare: { status: 200, headers: undefined },
    },
  },
  {
    what: "a Range past the end of a file",
    target: builtAsset(".woff2"),
    headers: { Range: "bytes=99999999-", "Accept-Encoding": "identity" },
    expect: {
      status: 416,
      headers: {
        "content-security-policy": repeatedAlike(pagePolicy),
        "x-content-type-options": NOSNIFF,
      },
      notBody: /\bat \S+ \(|node_modules|\/home\/|\/work\/|\/tmp\/|Error:/,
    },
    on: {
      cloudflare: { status: 200, headers: undefined },
    },
  },

  // The staff's editor.
  {
    what: "the editor: its own policy, kept out of search engines",
    target: "/admin/",
    expect: {
      status: 200,
      headers: {
        "content-security-policy": editorPolicy,
        "cross-origin-opener-policy": "same-origin-allow-popups",
        "x-robots-tag": "noindex, nofollow",
        "x-content-type-options": "nosniff",
      },
      body: [/<meta name="robots" content="noindex, nofollow"\s*\/?>/],
    },
  },
  {
    what: "the editor without its slash",
    target: "/admin",
    expect: { status: [200, 308], location: "/admin/" },
  },
  {
    what: "the editor's configuration: the editor's policy",
    target: "/admin/config.json",
    expect: {
      status: 200,
      headers: { "content-security-policy": editorPolicy, "x-robots-tag": "noindex, nofollow" },
      body: ['"collections"'],
    },
  },
  {
    what: "nothing else under the editor",
    target: "/admin/tidak-ada",
    expect: { status: 404, headers: { "x-content-type-options": "nosniff" } },
  },
  // The editor's sign-in: a Pages Function (functions/masuk/), so only Cloudflare answers it; on any
  // other host the editor works on a local copy and these are pages that do not exist.
  {
    ...notFound("/masuk/authorize?provider=github&site_id=127.0.0.1&scope=repo%2Cuser", "the editor's sign-in starts"),
    on: {
      cloudflare: {
        status: 302,
        body: [],
        notBody: undefined,
        headers: {
          location: signInStart,
          "cache-control": "no-store",
          "set-cookie": /^__Host-masuk=[0-9a-f]{64}; Path=\/; Secure; HttpOnly; SameSite=Lax; Max-Age=600$/,
          "content-security-policy": undefined,
          "permissions-policy": undefined,
          "referrer-policy": "no-referrer",
        },
      },
    },
  },
  {
    ...notFound("/masuk/callback?code=abc&state=def", "the sign-in's callback this browser did not start"),
    on: {
      cloudflare: {
        status: 400,
        body: ["<h1>Belum masuk</h1>", "tidak cocok dengan yang dimulai dari editor"],
        notBody: /"token":/,
        headers: {
          "content-security-policy":
            /^default-src 'none'; script-src 'sha256-[^']+'; style-src 'sha256-[^']+'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'$/,
          "cache-control": "no-store",
          "set-cookie": /^__Host-masuk=; .*Max-Age=0$/,
          "permissions-policy": undefined,
          "referrer-policy": "no-referrer",
        },
      },
    },
  },
  // Anything else under /masuk/ is the static site's, on Cloudflare too (the Function lets it through).
  notFound("/masuk/lain", "no other step of the sign-in"),
  notFound("/masuk/", "no page at the sign-in's folder"),
];
