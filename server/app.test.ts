import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findPages } from "./app";
import { notFoundPageFor } from "./not-found-pages";

describe("findPages", () => {
  it("maps each prerendered index.html to its URL path and ignores other files", () => {
    const root = mkdtempSync(path.join(tmpdir(), "pages-"));
    for (const dir of ["", "tentang", "blog/1", "assets"]) mkdirSync(path.join(root, dir), { recursive: true });
    for (const file of ["index.html", "tentang/index.html", "blog/1/index.html", "404.html", "assets/app.js"]) {
      writeFileSync(path.join(root, file), "x");
    }
    expect([...findPages(root).keys()].sort()).toEqual(["/", "/blog/1", "/tentang"]);
  });
});

describe("notFoundPageFor", () => {
  it.each([
    ["/blog/999", "blog/404.html"],
    ["/blog/abc/", "blog/404.html"],
    ["/blog/1/extra", "404.html"],
    ["/tidak-ada", "404.html"],
    ["/blogs/1", "404.html"],
  ])("%s gets %s", (pathname, file) => {
    expect(notFoundPageFor(pathname).file).toBe(file);
  });
});
