import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import render from "dom-serializer";
import { describe, expect, it } from "vitest";
import {
  criticalCssOfPages,
  FIRST_SCREEN_TEXT,
  firstScreen,
  pruneCriticalCss,
  STYLESHEET_SWITCH_SCRIPT,
  unwrapWhere,
  withCriticalCss,
} from "./critical-css";
import { parsePage, rewritePage } from "./page-html";

const tree = (route: string, main: string) => parsePage(page(route, main));
const words = (count: number) => "kata ".repeat(count / 5).trim();

const page = (route: string, main: string) =>
  `<!DOCTYPE html><html lang="id"><head><title>x</title><link rel="stylesheet" href="/assets/site.css"/></head>` +
  `<body data-route="${route}"><header class="top">Daycare</header><main>${main}</main>` +
  `<footer class="foot">kaki</footer><dialog class="modal"><p class="in-dialog">x</p></dialog>` +
  `<nav hidden class="menu">menu</nav><a class="chat">Chat</a><script>boot()</script></body></html>`;

describe("the first screen of a page", () => {
  it("keeps the header, the chat button and main's first words; leaves out what cannot be seen before scrolling", () => {
    const screen = firstScreen(
      tree(
        "routes/home",
        `<section class="one"><h1>${words(FIRST_SCREEN_TEXT - 100)}</h1></section><section class="two"><p>${words(200)}</p><p class="three">akhir</p></section><section class="four">x</section>`,
      ),
    );
    expect(screen).toContain('class="top"');
    expect(screen).toContain('class="chat"');
    expect(screen).toContain('class="one"');
    // The section the budget runs out in is cut there, and nothing after it stays.
    expect(screen).toContain('class="two"');
    // The element after the last one kept stays, empty, for `:last-child` and the like.
    expect(screen).toContain('<p class="three"></p>');
    expect(screen).not.toContain("akhir");
    expect(screen).toContain('<section class="four"></section>');
    for (const gone of ['class="foot"', 'class="modal"', 'class="menu"', "boot()"]) expect(screen).not.toContain(gone);
  });

  it("counts only the summary of a closed <details>: the answer does not show", () => {
    const screen = firstScreen(
      tree(
        "routes/contact",
        `<details class="faq"><summary class="q">Tanya?</summary><p class="a">${words(FIRST_SCREEN_TEXT * 2)}</p></details><p class="after">x</p>`,
      ),
    );
    expect(screen).toContain('class="q"');
    expect(screen).not.toContain('class="a"');
    expect(screen).toContain('class="after"');
  });

  it("takes in the footer when main is too short to fill the screen", () => {
    expect(firstScreen(tree("routes/not-found", "<h1>Halaman tidak ditemukan</h1>"))).toContain('class="foot"');
  });

  it("is the markup of the body alone, and leaves the page as it was", () => {
    const document = tree("routes/home", "<p>beranda</p>");
    const before = render(document);
    expect(firstScreen(document)).toMatch(/^<header class="top">Daycare<\/header><main><p>beranda<\/p><\/main>/);
    expect(render(document)).toBe(before);
  });
});

describe("pruning the first screen's CSS", () => {
  it("leaves hover, transitions and opened details to the stylesheet", () => {
    const css = pruneCriticalCss(
      "@layer utilities{.a{color:red}@media (hover:hover){.b:hover{color:blue}}.transition{transition-property:color}.duration-300{transition-duration:.3s}.open\\:ring:is([open],:popover-open,:open){color:green}.c:active{color:pink}}",
    );
    expect(css).toBe("@layer utilities{.a{color:red}}");
  });

  it("keeps the starting values of the custom properties a kept rule reads, for every browser, and drops the rest", () => {
    const css = pruneCriticalCss(
      "@layer properties{@supports (((-webkit-hyphens:none))){*,:before,:after{--tw-shadow:0 0 #0000;--tw-blur:initial}}}" +
        "@layer theme{:root{--color-a:#fff;--color-b:var(--color-c);--color-c:#000;--color-unused:#123}}" +
        "@layer utilities{.s{box-shadow:var(--tw-shadow)}.t{color:var(--color-a);background:var(--color-b)}.u{background-color:#fffaf2f2}@supports (color:color-mix(in lab,red,red)){.u{background-color:color-mix(in oklab,var(--color-cream) 95%,transparent)}}}" +
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    );
    expect(css).toBe(
      "@layer properties{*,:before,:after{--tw-shadow:0 0 #0000}}" +
        "@layer theme{:root{--color-a:#fff;--color-b:var(--color-c);--color-c:#000}}" +
        "@layer utilities{.s{box-shadow:var(--tw-shadow)}.t{color:var(--color-a);background:var(--color-b)}.u{background-color:#fffaf2f2}}",
    );
  });

  it("keeps an empty layer: it holds the layers in their order", () => {
    expect(pruneCriticalCss("@layer components{.x:hover{color:red}}@layer utilities{.a{color:red}}")).toBe(
      "@layer components{}@layer utilities{.a{color:red}}",
    );
  });
});

describe("rules in :where(…)", () => {
  it("are matched without the wrapper and keep it in the output", () => {
    const { css, restore } = unwrapWhere(
      ":where(.space-y-4>:not(:last-child)){margin-top:1rem}.a>b{color:red}:where(.a>b){color:blue}",
    );
    // The second :where would become an existing selector: it stays as it is.
    expect(css).toBe(".space-y-4>:not(:last-child){margin-top:1rem}.a>b{color:red}:where(.a>b){color:blue}");
    expect(restore(".space-y-4 > :not(:last-child){margin-top:1rem}")).toBe(
      ":where(.space-y-4>:not(:last-child)){margin-top:1rem}",
    );
  });
});

describe("a page with its first screen's CSS", () => {
  it("carries the CSS inline, and the stylesheet loads without blocking the paint, or as before without JavaScript", () => {
    const html = rewritePage(page("routes/home", "<p>x</p>"), "index.html", [withCriticalCss(".a{color:red}")]);
    expect(html).toContain(
      '<title>x</title><style>.a{color:red}</style><link rel="stylesheet" href="/assets/site.css" media="print">' +
        `<script>${STYLESHEET_SWITCH_SCRIPT}</script><noscript><link rel="stylesheet" href="/assets/site.css"></noscript></head>`,
    );
  });

  it("names the file when React Router's output is not what it expects", () => {
    const rewrite = (html: string) => rewritePage(html, "build/client/tentang.html", [withCriticalCss(".a{}")]);
    expect(() => rewrite("<html><head></head><body></body></html>")).toThrow(
      /build\/client\/tentang\.html: expected one stylesheet link, found 0/,
    );
    expect(() => rewrite(page("routes/about", "").replace('"/>', '" integrity="sha384-x"/>'))).toThrow(
      /build\/client\/tentang\.html: a stylesheet link this build step does not know/,
    );
  });

  it("gives every page of a route the same CSS: what the first screens of all of them use, and nothing else", async () => {
    const client = mkdtempSync(path.join(tmpdir(), "critical-"));
    mkdirSync(path.join(client, "assets"));
    writeFileSync(
      path.join(client, "assets/site.css"),
      ".top{color:red}.chat{color:green}.lead{font-weight:700}.quote{font-style:italic}.later{color:blue}.foot{color:gray}.unused{color:pink}:where(.top>*){margin:0}",
    );
    const pages = [
      [
        "blog/1.html",
        page("routes/blog-article", `<p class="lead">${words(FIRST_SCREEN_TEXT + 50)}</p><p class="later">x</p>`),
      ],
      [
        "blog/2.html",
        page("routes/blog-article", `<blockquote class="quote">kutipan</blockquote><p class="lead">y</p>`),
      ],
      ["index.html", page("routes/home", "<p>beranda</p>")],
    ] as const;
    const css = await criticalCssOfPages(
      client,
      pages.map(([file, html]) => ({ file, page: parsePage(html) })),
    );
    expect(css.get("blog/1.html")).toBe(css.get("blog/2.html"));
    // blog/1 runs out of words in its first paragraph (the next stays, empty); blog/2 and the home page are so short that the footer shows.
    expect(css.get("blog/1.html")).toBe(
      ".top{color:red}.chat{color:green}.lead{font-weight:700}.quote{font-style:italic}.later{color:blue}.foot{color:gray}",
    );
    // .top has no child: its :where rule matches nothing.
    expect(css.get("index.html")).toBe(".top{color:red}.chat{color:green}.foot{color:gray}");
  });

  it("fails when the pages name different stylesheets", async () => {
    const other = page("routes/home", "").replace("site.css", "other.css");
    await expect(
      criticalCssOfPages(tmpdir(), [
        { file: "a.html", page: parsePage(page("routes/home", "")) },
        { file: "b.html", page: parsePage(other) },
      ]),
    ).rejects.toThrow("expected one stylesheet for every page, found /assets/site.css, /assets/other.css");
  });
});
