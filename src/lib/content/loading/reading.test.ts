import { describe, expect, it } from "vitest";
import { contentReading, heldReading, holdingReading, readContent } from "./reading.ts";

describe("the one reading of the content", () => {
  it("holds every data file's and article's text, by its path from the project", () => {
    const reading = readContent();
    expect(reading.texts.get("src/content/data/site.yaml")).toContain("siteUrl:");
    for (const article of reading.blog.articles) expect(reading.texts.get(article.file)).toContain(article.body);
  });

  it("renders each article once, however often it is asked for", async () => {
    const reading = readContent();
    const [article] = reading.blog.articles;
    const first = reading.rendered(article!);
    expect(reading.rendered({ ...article! })).toBe(first);
    expect((await first).html).toContain("<p>");
  });

  it("is the one every reader takes while a build holds it, and is let go after, even when the build fails", async () => {
    const reading = readContent();
    expect(heldReading()).toBeUndefined();
    expect(contentReading()).not.toBe(reading);
    await holdingReading(reading, async () => {
      expect(contentReading()).toBe(reading);
      expect(contentReading(".")).toBe(reading);
      // Another project is read for itself.
      expect(heldReading("/tmp")).toBeUndefined();
    });
    expect(heldReading()).toBeUndefined();
    await expect(holdingReading(reading, () => Promise.reject(new Error("Astro gagal")))).rejects.toThrow(
      "Astro gagal",
    );
    expect(heldReading()).toBeUndefined();
  });
});
