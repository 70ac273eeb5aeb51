import { describe, expect, it } from "vitest";
import { formatDate } from "./format";

describe("formatDate", () => {
  it.each([
    ["2025-09-19", "19 September 2025"],
    ["2025-07-01", "1 Juli 2025"],
    ["2025-08-17", "17 Agustus 2025"],
    ["2024-02-29", "29 Februari 2024"],
  ])("shows %s as %s", (iso, shown) => {
    expect(formatDate(iso)).toBe(shown);
  });
});
