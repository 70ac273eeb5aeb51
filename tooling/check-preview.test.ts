import { writeFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { truncatedPhoto } from "../tests/fixtures/pictures.ts";
import { ContentProject } from "../tests/fixtures/content-project.ts";
import { checkContent } from "./check.ts";
import { readContent } from "../src/lib/content/loading/reading.ts";

// A picture the decode check let through, as it did now and then before decision 023: the link preview
// is the next thing to open it, and must name the picture rather than tell staff to shorten a text.
vi.mock("../src/lib/content/pictures/image-catalog.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../src/lib/content/pictures/image-catalog.ts")>();
  return {
    ...actual,
    checkPicture: (picture: Parameters<typeof actual.readPicture>[0]) => actual.readPicture(picture),
  };
});

describe("checkContent: a link preview whose picture cannot be drawn", () => {
  it("names the article's picture field and says to upload the photo again, not to shorten the title", async () => {
    const article = "src/content/blog/1-posyandu.md";
    const project = new ContentProject().edit(article, "image: /blog/posyandu.svg", "image: /blog/foto.jpg");
    writeFileSync(project.path("src/content/images/blog/foto.jpg"), await truncatedPhoto());
    const { problems } = await checkContent({}, readContent(project.root));
    expect(problems).toEqual([
      {
        file: article,
        field: "image",
        line: 7,
        message: expect.stringMatching(
          /^menyebut gambar src\/content\/images\/blog\/foto\.jpg yang tidak bisa diolah untuk gambar pratinjau tautan .*unggah ulang foto aslinya/,
        ),
      },
    ]);
  });

  it("names the home page's main picture for the site's own preview", async () => {
    const project = new ContentProject().edit("src/content/data/home.yaml", "image: /hero.svg", "image: /foto.jpg");
    writeFileSync(project.path("src/content/images/foto.jpg"), await truncatedPhoto());
    const { problems } = await checkContent({}, readContent(project.root));
    expect(problems).toEqual([
      expect.objectContaining({ file: "src/content/data/home.yaml", field: "hero.image", line: 6 }),
    ]);
    expect(problems[0]!.message).not.toContain("persingkat");
  });
});
