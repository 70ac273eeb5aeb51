import { describe, expect, it } from "vitest";
import { loadContent } from "./content-files";
import { ContentProject } from "../../tests/fixtures/content-project";
import { formatOpeningHours } from "../../app/lib/format";

/**
 * The staff change the opening hours in one place (Identitas & Kontak,
 * site.yaml): every text that mentions them must follow. Here site.yaml holds
 * other hours, and all content is loaded against it.
 */
const project = new ContentProject().set("site.yaml", ["hours"], {
  days: "Senin - Sabtu",
  opens: "06.30",
  closes: "18.00",
});
const { data } = loadContent(project.root);

/** Every string inside a value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("opening hours come from site.yaml alone", () => {
  const texts = strings(data);
  const changed = "Senin–Sabtu, 06.30–18.00 WIB";

  it("no text still holds the old hours", () => {
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((text) => /07\.00|17\.00|Senin\s*[-–]\s*Jumat/.test(text))).toEqual([]);
  });

  it("every text that gives the hours gives the new ones, written one way", () => {
    const { home, pages, programs, faq, site } = data!;
    expect(formatOpeningHours(site.hours)).toBe(changed);
    expect(home.hero.facts).toContain(changed);
    expect(pages.program.description).toContain(changed);
    expect(pages.blog.contact.text).toContain(changed);
    for (const program of programs) expect(program.hours).toBe(changed);
    expect(faq.filter((item) => item.answer.includes(changed))).toHaveLength(2);
    expect(faq.find((item) => item.question === "Kapan daycare buka?")?.answer).toContain("mulai pukul 06.30");
  });
});
