import { describe, expect, it } from "vitest";
import { nextFreeNumber } from "./article-number.ts";

describe("nextFreeNumber", () => {
  it("is one more than the highest number taken, whatever the order and gaps", () => {
    expect(nextFreeNumber([3, 1, 2])).toBe(4);
    expect(nextFreeNumber([7, 2])).toBe(8);
    expect(nextFreeNumber([])).toBe(1);
  });

  it("reads numbers as a front matter holds them, and ignores what is no number", () => {
    expect(nextFreeNumber(["5", undefined, null, "", "abc", 2.5, -3])).toBe(6);
  });

  it("skips 404, the blog's not-found page", () => {
    expect(nextFreeNumber([403])).toBe(405);
  });
});
