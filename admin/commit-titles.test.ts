import { afterEach, describe, expect, it } from "vitest";
import { editorConfig } from "../tooling/editor/editor-config.ts";
import { nameSavedEntries, savedEntryName } from "./commit-titles.ts";
import { ENTRY_NAME, LOADED_ENTRIES } from "./editor-names.ts";
import { editorNames } from "./status/undo.ts";

/** The editor's own configuration, as the build writes it to /admin/config.json. */
const config = JSON.parse(
  JSON.stringify(
    editorConfig({ repo: "daycare/situs", branch: "main", siteUrl: "https://contoh.id" }, { nextArticleId: 5 }),
  ),
) as unknown;
const names = editorNames(config);

const ARTICLE = "src/content/blog/4-belajar-menanam-sayur.md";
const PHOTO = { path: "src/content/images/blog/menanam.webp", data: new Blob() };
const globals = globalThis as unknown as Record<string, unknown>;

describe("the entry a save writes, for its commit title", () => {
  afterEach(() => {
    delete globals[ENTRY_NAME];
    delete globals[LOADED_ENTRIES];
  });

  it("names a section by its menu name, not its file", () => {
    expect(savedEntryName([{ path: "src/content/data/site.yaml", slug: "site", data: "name: A\n" }], names)).toBe(
      "Identitas & Kontak",
    );
    expect(savedEntryName([{ path: "src/content/data/faq.yaml", slug: "faq" }], names)).toBe("Tanya jawab (FAQ)");
  });

  it("names an article by the title it is saved with, its photos left to Sveltia's count", () => {
    const article = { path: ARTICLE, slug: "4-belajar-menanam-sayur", data: '---\ntitle: "Belajar: Menanam"\n---\n' };
    expect(savedEntryName([article, PHOTO], names)).toBe("Artikel “Belajar: Menanam”");
    expect(savedEntryName([PHOTO], names)).toBeUndefined();
  });

  it("names an article being deleted by the title the editor has loaded, else by its file", () => {
    const deleted = [{ path: ARTICLE, slug: "4-belajar-menanam-sayur" }];
    expect(savedEntryName(deleted, names, () => "Belajar Menanam Sayur")).toBe("Artikel “Belajar Menanam Sayur”");
    expect(savedEntryName(deleted, names)).toBe("Artikel 4-belajar-menanam-sayur.md");
  });

  it("answers the editor through its global, with the articles it has loaded, and never fails a save", () => {
    globals[LOADED_ENTRIES] = (collection: string) =>
      collection === "articles"
        ? [{ locales: { _default: { path: ARTICLE, content: { title: "Belajar Menanam Sayur" } } } }]
        : [];
    nameSavedEntries(config);
    const answer = globals[ENTRY_NAME] as (files: unknown) => string | undefined;
    expect(answer([{ path: ARTICLE, slug: "4-belajar-menanam-sayur" }])).toBe("Artikel “Belajar Menanam Sayur”");
    expect(answer(null)).toBeUndefined();
  });
});
