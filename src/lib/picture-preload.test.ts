import { describe, expect, it } from "vitest";
import { preloadFirstPicture } from "./picture-preload.ts";

const HEAD =
  '<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>T</title><style>p{}</style></head>';
const page = (body: string) => `${HEAD}<body><header><img src="/logo.svg" alt=""></header>${body}</body></html>`;

describe("the first-screen picture, asked for from the top of the head", () => {
  it("preloads the <picture>'s AVIF candidates with its sizes, right after the viewport, before the stylesheet", () => {
    const html = page(
      '<picture class="contents"><source type="image/avif" srcSet="/a-320.avif 320w, /a-800.avif 800w" sizes="(min-width: 800px) 768px, 100vw"/>' +
        '<img src="/a.webp" srcSet="/a-320.webp 320w" sizes="(min-width: 800px) 768px, 100vw" alt="" fetchPriority="high"/></picture>',
    );
    const out = preloadFirstPicture(html);
    expect(out).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="preload" as="image" type="image/avif" imagesrcset="/a-320.avif 320w, /a-800.avif 800w" imagesizes="(min-width: 800px) 768px, 100vw" fetchpriority="high"><title>',
    );
    // Everything else stays byte for byte.
    expect(out.replace(/<link rel="preload"[^>]*>/, "")).toBe(html);
  });

  it("preloads a picture without sources by its own address and candidates, escaped", () => {
    const out = preloadFirstPicture(page('<img src="/b.svg?x=1&amp;y=&quot;2&quot;" alt="" fetchpriority="high">'));
    expect(out).toContain('<link rel="preload" as="image" href="/b.svg?x=1&amp;y=&quot;2&quot;" fetchpriority="high">');
  });

  it("leaves a page without a first-screen picture as it is, and preloads only the first of two", () => {
    const plain = page('<img src="/c.webp" alt="" loading="lazy">');
    expect(preloadFirstPicture(plain)).toBe(plain);
    const two = preloadFirstPicture(
      page('<img src="/d.webp" alt="" fetchpriority="high"><img src="/e.webp" alt="" fetchpriority="high">'),
    );
    expect(two.match(/rel="preload"/g)).toHaveLength(1);
    expect(two).toContain('href="/d.webp"');
  });
});
