import { describe, expect, it } from "vitest";
import { cameFromThisSite } from "./back-to-blog.tsx";

describe("cameFromThisSite", () => {
  const origin = "https://daycarecisauk.id";

  it.each([
    ["https://daycarecisauk.id/blog", true],
    ["https://daycarecisauk.id/blog/halaman/2?utm_source=wa", true],
    // Opened directly or from a shared link: nothing of ours to go back to.
    ["", false],
    ["https://www.google.com/", false],
    ["http://daycarecisauk.id/blog", false],
    ["https://daycarecisauk.id.contoh.com/blog", false],
    ["bukan alamat", false],
  ])("%j → %s", (referrer, expected) => expect(cameFromThisSite(referrer, origin)).toBe(expected));
});
