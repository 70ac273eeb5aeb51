import { describe, expect, it, vi } from "vitest";

/**
 * The staff change the opening hours in site.ts only: every text that
 * mentions them must follow. Here site.ts holds other hours, and every content
 * module (and the site config the layout reads) is loaded against it.
 */
vi.mock("./site", async (load) => {
  const { siteContent } = await load<typeof import("./site")>();
  return { siteContent: { ...siteContent, hours: { days: "Senin - Sabtu", opens: "06.30", closes: "18.00" } } };
});

const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts", "!./schemas.ts"], { eager: true });
const { site } = await import("~/lib/site");

/** Every string inside a module's exports. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("opening hours come from site.ts alone", () => {
  const texts = strings([modules, site]);
  const changed = "Senin–Sabtu, 06.30–18.00 WIB";

  it("no text still holds the old hours", () => {
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((text) => /07\.00|17\.00|Senin\s*[-–]\s*Jumat/.test(text))).toEqual([]);
  });

  it("every text that gives the hours gives the new ones, written one way", async () => {
    const { home } = await import("./home");
    const { pages } = await import("./pages");
    const { programs } = await import("./programs");
    const { faqItems } = await import("./faq");
    expect(site.hoursLine).toBe(changed);
    expect(home.hero.facts).toContain(changed);
    expect(pages.program.description).toContain(changed);
    expect(pages.blog.contact.text).toContain(changed);
    for (const program of programs) expect(program.hours).toBe(changed);
    expect(faqItems.filter((item) => item.answer.includes(changed))).toHaveLength(2);
    expect(faqItems.find((item) => item.question === "Kapan daycare buka?")?.answer).toContain("mulai pukul 06.30");
  });
});
