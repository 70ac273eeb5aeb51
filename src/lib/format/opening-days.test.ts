import { describe, expect, it } from "vitest";
import { openingDays } from "./opening-days.ts";

describe("openingDays", () => {
  it("reads a range of days", () => {
    expect(openingDays("Senin - Jumat")).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]);
    expect(openingDays("senin–sabtu")).toHaveLength(6);
  });

  it("reads a list of days", () => {
    expect(openingDays("Senin, Rabu dan Jumat")).toEqual(["Monday", "Wednesday", "Friday"]);
  });

  it.each(["Setiap hari", "Jumat - Senin", "Senen - Jumat"])("refuses %j", (text) => {
    expect(openingDays(text)).toBeNull();
  });
});
