import { appendChild } from "domutils";
import { describe, expect, it } from "vitest";
import { createElement, elementsOf, parsePage, rewritePage, serializePage, setText, textOf } from "./page-html";

describe("a page read as a tree and written back", () => {
  const roundTrip = (html: string) => serializePage(parsePage(html));

  it("keeps what no rewrite touches as React wrote it: entities, the case of names, SVG's end tags", () => {
    const html =
      '<!DOCTYPE html><html lang="id"><head><title>Program &amp; Biaya</title></head><body>' +
      '<img alt="" srcSet="/a.avif 1x" src="/a.jpg"><p title="&quot;kutip&quot;">a &lt; b &#x27;c&#x27;</p>' +
      '<svg viewBox="0 0 24 24" stroke-width="2"><path d="M0 0h24"></path></svg>' +
      '<script type="application/ld+json">{"name":"A & B","x":"\\u003c/script\\u003e"}</script>' +
      '<script>if (a < b && c > d) go("</p>");</script><!--$?--><template id="B:0"></template><!--/$--></body></html>';
    expect(roundTrip(html)).toBe(html);
  });

  it("writes void elements without their slash and empty attributes with their empty value", () => {
    expect(
      roundTrip('<head><meta charSet="utf-8"/><link rel="icon" href="/f.svg"/></head><div hidden id="S:0"></div>'),
    ).toBe('<head><meta charSet="utf-8"><link rel="icon" href="/f.svg"></head><div hidden="" id="S:0"></div>');
  });

  it("reads a script's source exactly, as the browser hashes it for the Content-Security-Policy", () => {
    const [script] = elementsOf(parsePage('<script>a("&amp;<b>");\n</script>'), (element) => element.name === "script");
    expect(textOf(script!)).toBe('a("&amp;<b>");\n');
  });

  it("applies the rewrites in order to one tree", () => {
    const html = rewritePage("<head><title>x</title></head>", "x.html", [
      (page) => {
        const [head] = elementsOf(page, (element) => element.name === "head");
        appendChild(head!, createElement("style", {}));
      },
      (page) => {
        const [style] = elementsOf(page, (element) => element.name === "style");
        setText(style!, ".a>b{}");
      },
    ]);
    expect(html).toBe("<head><title>x</title><style>.a>b{}</style></head>");
  });
});
