import { describe, expect, it } from "vitest";
import { parseArticleId } from "./article-id.ts";

describe("parseArticleId", () => {
  it.each([
    ["1", 1],
    ["3", 3],
    ["42", 42],
    ["9007199254740991", 9007199254740991],
  ])("reads %j as %i", (raw, id) => {
    expect(parseArticleId(raw)).toBe(id);
  });

  it.each([
    undefined,
    "",
    "abc",
    "1abc",
    "01",
    "0",
    "-1",
    "+1",
    "1.5",
    "1e3",
    " 1",
    "1 ",
    "0x1",
    "\u0000",
    "١",
    "9007199254740993",
    "99999999999999999999999",
  ])("refuses %j", (raw) => {
    expect(parseArticleId(raw)).toBeNull();
  });
});
