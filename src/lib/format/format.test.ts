import { describe, expect, it } from "vitest";
import { contentData } from "../content/loading/content-files.ts";
import { formatDate, formatOpeningHours } from "./format.ts";

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

describe("formatOpeningHours", () => {
  it("writes the hours of site.yaml as 'Senin–Jumat, 07.00–17.00 WIB'", () => {
    expect(formatOpeningHours(contentData().site.hours)).toBe("Senin–Jumat, 07.00–17.00 WIB");
  });

  it.each([
    ["Senin - Jumat", "Senin–Jumat, 07.00–17.00 WIB"],
    ["Senin–Jumat", "Senin–Jumat, 07.00–17.00 WIB"],
    [" Senin — Sabtu ", "Senin–Sabtu, 07.00–17.00 WIB"],
    ["Senin, Rabu, Jumat", "Senin, Rabu, Jumat, 07.00–17.00 WIB"],
  ])("writes the days %j one way", (days, shown) => {
    expect(formatOpeningHours({ days, opens: "07.00", closes: "17.00" })).toBe(shown);
  });

  it("uses the times it is given", () => {
    expect(formatOpeningHours({ days: "Senin - Sabtu", opens: "06.30", closes: "18.00" })).toBe(
      "Senin–Sabtu, 06.30–18.00 WIB",
    );
  });
});
