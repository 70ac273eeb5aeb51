import { describe, expect, it } from "vitest";
import { normalizePhone, phoneForms } from "./phone.ts";

describe("normalizePhone", () => {
  it.each([
    ["+62 812-3456-7890", "6281234567890"],
    ["+6281234567890", "6281234567890"],
    ["6281234567890", "6281234567890"],
    ["0812 3456 7890", "6281234567890"],
    ["0812-3456-789", "628123456789"],
    ["(021) 5555-1234", "622155551234"],
  ])("accepts %s as %s", (raw, digits) => {
    expect(normalizePhone(raw)).toBe(digits);
  });

  it.each([
    "",
    "12345",
    "+1 415 555 0100",
    "+62 0812 3456 7890",
    "0812",
    "0812-3456-7890-1234",
    "08l2 3456 7890",
    "+62 812 3456 7890 ext 2",
  ])("rejects %j", (raw) => {
    expect(normalizePhone(raw)).toBeNull();
  });
});

describe("phoneForms", () => {
  it("derives display, tel and wa.me forms from one value", () => {
    expect(phoneForms("+62 812-3456-7890")).toEqual({
      display: "+62 812-3456-7890",
      tel: "+6281234567890",
      wa: "6281234567890",
    });
  });

  it("gives the same forms whatever way the number was typed", () => {
    expect(phoneForms("0812 3456 7890")).toEqual(phoneForms("+62 812-3456-7890"));
  });

  it("refuses a number that is not Indonesian", () => {
    expect(() => phoneForms("+1 415 555 0100")).toThrow(/Indonesian/);
  });
});
