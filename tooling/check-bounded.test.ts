import { describe, expect, it, vi } from "vitest";
import { collections } from "../src/lib/content/collections.ts";
import { type SchemaNode, schemaNode } from "../src/lib/content/content-schema.ts";
import { articleFrontMatterSchema } from "../src/lib/content/schemas.ts";
import { linkPreview } from "../src/lib/blog/og-image.ts";
import { ContentProject } from "../tests/fixtures/content-project.ts";
import { checkContent, readProject } from "./check.ts";

// Drawing a link preview is the one step whose cost grows with a text: it must never be reached by an oversized one.
vi.mock("../src/lib/blog/og-image.ts", () => ({
  linkPreview: vi.fn(() => {
    throw new Error("a preview was drawn");
  }),
}));

/** Every text a schema accepts, with where it is: [path, node]. */
function texts(node: SchemaNode, at = ""): [string, SchemaNode][] {
  if (node.properties) return Object.entries(node.properties).flatMap(([key, child]) => texts(child, `${at}.${key}`));
  if (node.items) return texts(node.items, `${at}[]`);
  const types = Array.isArray(node.type) ? node.type : [node.type];
  return types.includes("string") && node.widget !== "select" ? [[at, node]] : [];
}

describe("bounded input", () => {
  it("every text field of every collection and of an article has a maximum length", () => {
    const all = [
      ...Object.entries(collections).flatMap(([name, { schema }]) => texts(schemaNode(schema), name)),
      ...texts(schemaNode(articleFrontMatterSchema), "article"),
    ];
    expect(all.length).toBeGreaterThan(60);
    expect(all.filter(([, node]) => !node.maxLength).map(([at]) => at)).toEqual([]);
    expect(Math.max(...all.map(([, node]) => node.maxLength!))).toBeLessThanOrEqual(1500);
  });

  it("a 1 MB field is refused in Indonesian with file, line and field, before any preview is drawn", async () => {
    const tagline = "Ceria, aman, dan penuh kasih. ".repeat(35_000);
    const project = new ContentProject().set("site.yaml", ["tagline"], tagline);
    const { problems } = await checkContent({}, readProject(project.root));
    expect(problems).toEqual([
      {
        file: "src/content/data/site.yaml",
        field: "tagline",
        line: 5,
        message: `terlalu panjang (${tagline.length.toLocaleString("id-ID")} huruf): paling banyak 160 huruf, persingkat teksnya`,
      },
    ]);
    expect(linkPreview).not.toHaveBeenCalled();
  });

  it("an article of a megabyte is refused the same way, naming its text", async () => {
    const project = new ContentProject().edit(
      "src/content/blog/1-posyandu.md",
      /\n---\n/,
      `\n---\n\n${"Anak-anak bermain di halaman. ".repeat(35_000)}\n`,
    );
    const { problems } = await checkContent({}, readProject(project.root));
    expect(problems).toEqual([
      expect.objectContaining({
        file: "src/content/blog/1-posyandu.md",
        field: "isi artikel",
        message: expect.stringMatching(/^terlalu panjang \([\d.]+ huruf\): paling banyak 30\.000 huruf/),
      }),
    ]);
    expect(linkPreview).not.toHaveBeenCalled();
  });
});
