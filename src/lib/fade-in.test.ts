import { describe, expect, it } from "vitest";
import { fadeIn } from "./fade-in.ts";

describe("fadeIn", () => {
  it("delays each item by its index times the step", () => {
    expect([0, 1, 2, 3].map((index) => fadeIn(index, 0.1).style)).toEqual([
      { "--fade-delay": "0s" },
      { "--fade-delay": "0.1s" },
      { "--fade-delay": "0.2s" },
      { "--fade-delay": "0.3s" },
    ]);
  });

  it("does not leak floating point noise into the CSS", () => {
    expect(fadeIn(3, 0.2).style).toEqual({ "--fade-delay": "0.6s" });
  });

  it("never waits longer than the cap, however large the index", () => {
    expect([4, 5, 123].map((index) => fadeIn(index, 0.1, 0.5).style)).toEqual([
      { "--fade-delay": "0.4s" },
      { "--fade-delay": "0.5s" },
      { "--fade-delay": "0.5s" },
    ]);
  });
});
