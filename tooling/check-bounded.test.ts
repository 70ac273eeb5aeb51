import { writeFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { collections } from "../src/lib/content/collections.ts";
import { type SchemaNode, schemaNode } from "../src/lib/content/content-schema.ts";
import { articleFrontMatterSchema } from "../src/lib/content/schemas.ts";
import { linkPreview } from "../src/lib/blog/og-image.ts";
import { ContentProject } from "../tests/fixtures/content-project.ts";
import { checkContent } from "./check.ts";
import { readContent } from "../src/lib/content/loading/reading.ts";

// Drawing a link preview is the one step whose cost grows with a text: it must never be reached by an oversized one.
vi.mock("../src/lib/blog/og-image.ts", () => ({
  linkPreview: vi.fn(() => {
    throw new Error("a preview was drawn");
  }),
}));

/** Every picture sharp opened, with a spy on what makes it decode the pixels (the header alone is read without it). */
const opened = vi.hoisted(() => [] as { input: unknown; toBuffer: { mock: { calls: unknown[] } } }[]);
vi.mock("sharp", async (importOriginal) => {
  const { default: sharp } = await importOriginal<typeof import("sharp")>();
  const watched = (...args: Parameters<typeof sharp>) => {
    const image = sharp(...args);
    opened.push({ input: args[0], toBuffer: vi.spyOn(image, "toBuffer") });
    return image;
  };
  return { default: Object.assign(watched, sharp) };
});

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
    const { problems } = await checkContent({}, readContent(project.root));
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
    const { problems } = await checkContent({}, readContent(project.root));
    expect(problems).toEqual([
      expect.objectContaining({
        file: "src/content/blog/1-posyandu.md",
        field: "isi artikel",
        message: expect.stringMatching(/^terlalu panjang \([\d.]+ huruf\): paling banyak 30\.000 huruf/),
      }),
    ]);
    expect(linkPreview).not.toHaveBeenCalled();
  });

  it("a picture of 16.000 × 16.000 pixels is refused in Indonesian, naming its article, without being decoded", async () => {
    // 0.8 MB as a PNG; 0.77 GB once decoded, which took the check 8 s and 1.1 GB of memory.
    const photo = await sharp({ create: { width: 16_000, height: 16_000, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const project = new ContentProject().edit(
      "src/content/blog/1-posyandu.md",
      "image: /blog/posyandu.svg",
      "image: /blog/foto.png",
    );
    writeFileSync(project.path("src/content/images/blog/foto.png"), photo);
    const { problems } = await checkContent({}, readContent(project.root));
    expect(problems).toEqual([
      {
        file: "src/content/blog/1-posyandu.md",
        field: "image",
        line: 7,
        message:
          "menyebut gambar src/content/images/blog/foto.png yang berukuran 16.000 × 16.000 piksel (256 MP), lebih dari batas 60 MP: kirim ulang foto dari ponsel lewat editor, yang mengecilkannya",
      },
    ]);
    const thePhoto = opened.filter(({ input }) => Buffer.isBuffer(input) && input.equals(photo));
    expect(thePhoto.length).toBeGreaterThan(0);
    expect(thePhoto.filter(({ toBuffer }) => toBuffer.mock.calls.length > 0)).toEqual([]);
    expect(linkPreview).not.toHaveBeenCalled();
  });
});
