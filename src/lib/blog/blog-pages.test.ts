import { describe, expect, it } from "vitest";
import { listHeading, newestFirst, pageWindow, readNextFor } from "./blog-pages.ts";

const articles = (categories: string[]) =>
  categories.map((category, index) => ({ id: categories.length - index, category }));

describe("newestFirst", () => {
  it("orders by date, newest first, and a day's articles by id, largest first", () => {
    const unordered = [
      { id: 1, category: "A", date: "2025-07-24" },
      { id: 2, category: "A", date: "2025-10-08" },
      { id: 4, category: "A", date: "2025-09-19" },
      { id: 3, category: "A", date: "2025-10-08" },
    ];
    expect(unordered.sort(newestFirst).map((article) => article.id)).toEqual([3, 2, 4, 1]);
  });
});

describe("pageWindow", () => {
  it.each([
    [1, 3, [1, 2, 3]],
    [1, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 9, [1, 2, "gap", 9]],
    [5, 9, [1, "gap", 4, 5, 6, "gap", 9]],
    [3, 9, [1, 2, 3, 4, "gap", 9]],
    [9, 9, [1, "gap", 8, 9]],
  ])("page %i of %i shows %j", (current, count, shown) => expect(pageWindow(current, count)).toEqual(shown));
});

describe("listHeading", () => {
  const blog = { title: "Artikel Daycare Contoh", intro: "Tulisan tim kami.", description: "Artikel dari tim." };
  const category = { name: "Aktivitas", slug: "aktivitas", count: 20 };

  it("gives the blog's first page its own texts, named Blog in the head", () => {
    expect(listHeading(blog, "Daycare Contoh", { page: 1, pageCount: 2, category: null })).toEqual({
      title: "Artikel Daycare Contoh",
      intro: "Tulisan tim kami.",
      metaTitle: "Blog",
      description: "Artikel dari tim.",
    });
  });

  it("names a later page and how many there are, in the intro, the title and the description", () => {
    expect(listHeading(blog, "Daycare Contoh", { page: 2, pageCount: 3, category: null })).toEqual({
      title: "Artikel Daycare Contoh",
      intro: "Tulisan tim kami. (halaman 2 dari 3)",
      metaTitle: "Blog - Halaman 2",
      description: "Artikel dari tim. Halaman 2 dari 3.",
    });
  });

  it("names a category's pages after the category", () => {
    expect(listHeading(blog, "Daycare Contoh", { page: 2, pageCount: 2, category })).toEqual({
      title: "Kategori: Aktivitas",
      intro: "Semua tulisan tim Daycare Contoh tentang Aktivitas, dari yang terbaru. (halaman 2 dari 2)",
      metaTitle: "Kategori Aktivitas - Halaman 2",
      description:
        "Artikel Daycare Contoh tentang Aktivitas: cerita dan wawasan dari tim kami untuk Ayah dan Bunda. Halaman 2 dari 2.",
    });
  });
});

describe("read-next", () => {
  const blog = articles(["Aktivitas", "Kesehatan Anak", "aktivitas", "Gizi & Menu", "Kesehatan Anak", "Aktivitas"]);

  it("offers the newest of the same category first, then the newest of the others", () => {
    expect(readNextFor(blog, 1).map((article) => article.id)).toEqual([6, 4, 5]);
    expect(readNextFor(blog, 3).map((article) => article.id)).toEqual([6, 5, 4]);
    expect(readNextFor(blog.slice(0, 1), 6)).toEqual([]);
    expect(readNextFor(blog, 99)).toEqual([]);
  });
});
