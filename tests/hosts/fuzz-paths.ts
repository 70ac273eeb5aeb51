/**
 * Hostile and odd URLs: crafted ones (traversal, NUL bytes, encodings,
 * overlong names, the server's own files) and deterministic random ones, so
 * a failure can be reproduced. 200 in all.
 */
export const crafted = [
  "/%2e%2e/%2e%2e/etc/passwd",
  "/..%2f..%2f..%2fetc%2fpasswd",
  "/blog/..%2f..%2fpackage.json",
  "/assets/..%2f..%2fpackage.json",
  "/assets/%2e%2e%2f%2e%2e%2fastro.config.ts",
  "/blog/1/../../../etc/passwd",
  "/%00",
  "/tentang%00",
  "/blog/1%00",
  "/blog/%00",
  "/blog/1.5",
  "/blog/-1",
  "/blog/0",
  "/blog/01",
  "/blog/1e3",
  "/blog/9007199254740993",
  `/blog/${"9".repeat(400)}`,
  `/${"a".repeat(2000)}`,
  `/${"x/".repeat(300)}`,
  "/tentang//",
  "//tentang",
  "/tentang?x=%3Cscript%3Ealert(1)%3C/script%3E",
  "/?q=%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E",
  "/blog/1?utm_source=whatsapp",
  "/%E2%80%AE",
  "/%C3%B1",
  "/%E6%97%A5%E6%9C%AC%E8%AA%9E",
  "/%F0%9F%98%80",
  "/blog/%F0%9F%98%80",
  "/%zz",
  "/%",
  "/blog/%",
  "/assets/",
  "/assets",
  "/node_modules/react/package.json",
  "/.git/config",
  "/package.json",
  "/tooling/hosting/app.ts",
  "/src/content/data/site.yaml",
  "/.env",
  "/build/headers.json",
  "/tentang/index.html",
  "/404.html",
  "/blog/404.html",
  "/index.html",
  "/TENTANG",
  "/tentang.html",
  "/wp-login.php",
  "/favicon.ico",
  "/tentang;jsessionid=1",
  "/%20",
  "/blog/%20",
  "/blog/1/%0d%0aSet-Cookie:%20x=1",
];

function randomPaths(count: number, seed = 20261121): string[] {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pieces = [
    "a",
    "z",
    "0",
    "9",
    "-",
    "_",
    ".",
    "~",
    "%2F",
    "%2E",
    "%25",
    "%C3%A9",
    "%E2%9C%93",
    "blog",
    "assets",
    "tentang",
    "1",
    "..",
    "%00",
    "%3C",
    "%22",
  ];
  return Array.from({ length: count }, () => {
    const segments = Array.from({ length: 1 + Math.floor(next() * 4) }, () =>
      Array.from({ length: 1 + Math.floor(next() * 8) }, () => pieces[Math.floor(next() * pieces.length)]).join(""),
    );
    return `/${segments.join("/")}${next() < 0.15 ? "?q=1&x=%3Cb%3E" : ""}`;
  });
}

export const fuzz = [...crafted, ...randomPaths(200 - crafted.length)];

/** What only the server's own files would hold: a password file, package.json, git's config, the server's code. */
export const LEAKS = /root:x:0:0|"name": "daycare-cisauk"|createServer|\[core\]|repositoryformatversion|phone: /;
