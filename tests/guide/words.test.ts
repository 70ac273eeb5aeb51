import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { schemaNode } from "../../src/lib/content/content-schema.ts";
import { siteContentSchema } from "../../src/lib/content/schemas.ts";

/**
 * The staff guide names what staff meet, in the words they meet it in: the editor's and the status
 * page's. The guide is two pages: what staff read, and the details they look up.
 */
const guide = ["panduan-konten.md", "panduan-konten-rinci.md"]
  .map((page) => readFileSync(new URL(`../../docs/${page}`, import.meta.url), "utf8"))
  .join("\n");

describe("the staff guide's words", () => {
  it("names the opening hours by the editor's label for them", () => {
    const hours = schemaNode(siteContentSchema).properties?.hours?.label;
    expect(hours).toBeDefined();
    expect(guide).toContain(`**${hours}**`);
    // The guide's own word for them once; in the editor "Jam buka" is only the opening time, inside that group.
    expect(guide).not.toMatch(/\bjam buka\b/);
  });

  it("sends staff to the status page, not to a part of GitHub's run page they never open", () => {
    expect(guide).not.toMatch(/\bSummary\b/);
    expect(guide).toMatch(/^### Setelah menyimpan, di halaman Status terbit$/m);
  });
});
