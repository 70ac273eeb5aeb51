import { describe, expect, it } from "vitest";
import { editorConfig } from "../../tooling/editor/editor-config.ts";
import type { Request } from "./github.ts";
import {
  articleTitle,
  commitUndo,
  CONFLICT,
  contentOnly,
  describe as describeChange,
  editorNames,
  entryName,
  type Files,
  filesOf,
  photoName,
  planUndo,
  type Prepared,
  prepareUndo,
  preview,
  treeEdits,
  undoMessage,
  undoneSha,
} from "./undo.ts";

const SITE = "src/content/data/site.yaml";
const ARTICLE = "src/content/blog/4-menanam-sayur.md";
const PHOTO = "src/content/images/blog/menanam.webp";
const CODE = "src/pages/index.astro";

/** A tree of files: path → blob sha. */
const files = (entries: Record<string, string>): Files =>
  filesOf([
    { path: "src", mode: "040000", type: "tree", sha: "tree-src" },
    ...Object.entries(entries).map(([path, sha]) => ({ path, mode: "100644", type: "blob", sha })),
  ]);

const base = { [SITE]: "site-1", [CODE]: "code-1", "src/content/blog/1-posyandu.md": "post-1" };

/** The editor's own names, from the configuration the build writes (tooling/editor/editor-config.ts). */
const names = editorNames(
  JSON.parse(
    JSON.stringify(
      editorConfig(
        {
          repo: "daycare/situs",
          branch: "main",
          siteUrl: "https://contoh.id",
        },
        { nextArticleId: 5 },
      ),
    ),
  ),
);

describe("planning an undo from the trees before the save, of the save, and of main now", () => {
  it("restores an entry the save changed: its file as it was before", () => {
    const plan = planUndo(
      files(base),
      files({ ...base, [SITE]: "site-2" }),
      files({ ...base, [SITE]: "site-2" }),
      names,
    );
    expect(plan).toMatchObject({ ok: true, changes: [{ path: SITE, kind: "restore" }] });
    expect(treeEdits(plan.ok ? plan.changes : [])).toEqual([
      { path: SITE, mode: "100644", type: "blob", sha: "site-1" },
    ]);
  });

  it("deletes what the save added (an article and its photo), even when main moved on elsewhere", () => {
    const saved = { ...base, [ARTICLE]: "article-1", [PHOTO]: "photo-1" };
    const plan = planUndo(files(base), files(saved), files({ ...saved, [SITE]: "site-9" }), names);
    expect(plan).toMatchObject({
      ok: true,
      changes: [
        { path: ARTICLE, kind: "remove" },
        { path: PHOTO, kind: "remove" },
      ],
    });
    expect(treeEdits(plan.ok ? plan.changes : []).map((edit) => edit.sha)).toEqual([null, null]);
  });

  it("brings back what the save deleted", () => {
    const saved = { [SITE]: "site-1", [CODE]: "code-1" };
    const plan = planUndo(files(base), files(saved), files(saved), names);
    expect(plan).toMatchObject({ ok: true, changes: [{ path: "src/content/blog/1-posyandu.md", kind: "bring-back" }] });
    expect(treeEdits(plan.ok ? plan.changes : [])).toEqual([
      { path: "src/content/blog/1-posyandu.md", mode: "100644", type: "blob", sha: "post-1" },
    ]);
  });

  it("refuses when a later save changed (or deleted) the same entry, naming only those", () => {
    const saved = { ...base, [SITE]: "site-2", [ARTICLE]: "article-1" };
    const changedLater = planUndo(files(base), files(saved), files({ ...saved, [SITE]: "site-3" }), names);
    expect(changedLater).toMatchObject({ ok: false, reason: "changed-later", changes: [{ path: SITE }] });
    const { [ARTICLE]: _, ...deletedLater } = saved;
    expect(planUndo(files(base), files(saved), files(deletedLater), names)).toMatchObject({
      ok: false,
      reason: "changed-later",
      changes: [{ path: ARTICLE }],
    });
  });

  it("refuses a save that changed anything besides the content", () => {
    const saved = { ...base, [SITE]: "site-2", [CODE]: "code-2" };
    expect(planUndo(files(base), files(saved), files(saved), names)).toEqual({
      ok: false,
      reason: "not-content",
      paths: [CODE],
    });
    const notes = { ...base, "src/content/catatan.txt": "notes-1" };
    expect(planUndo(files(base), files(notes), files(notes), names)).toMatchObject({ reason: "not-content" });
    expect(planUndo(files(base), files(base), files(base), names)).toEqual({ ok: false, reason: "empty" });
  });

  it("offers the button only for a save of content alone, on top of one parent", () => {
    const commit = (paths: { filename: string; previous_filename?: string }[], parents = 1) => ({
      sha: "c",
      commit: { message: "Ubah", tree: { sha: "t" } },
      parents: Array.from({ length: parents }, (_, index) => ({ sha: `p${index}` })),
      files: paths.map((path) => ({ status: "modified", ...path })),
    });
    expect(contentOnly(commit([{ filename: SITE }, { filename: PHOTO }]), names)).toBe(true);
    expect(contentOnly(commit([{ filename: SITE }, { filename: CODE }]), names)).toBe(false);
    expect(contentOnly(commit([{ filename: ARTICLE, previous_filename: "docs/4.md" }]), names)).toBe(false);
    expect(contentOnly(commit([{ filename: "src/content/catatan.txt" }]), names)).toBe(false);
    expect(contentOnly(commit([{ filename: SITE }], 2), names)).toBe(false);
    expect(contentOnly(commit([]), names)).toBe(false);
  });

  // Every object has these: a file so named (at the repository's root) is still no data file of the editor's.
  it.each(["constructor", "__proto__", "toString"])("takes a file named %s for what it is: not content", (path) => {
    const saved = { ...base, [path]: "odd-1" };
    expect(planUndo(files(base), files(saved), files(saved), names)).toEqual({
      ok: false,
      reason: "not-content",
      paths: [path],
    });
    const commit = { sha: "c", commit: { message: "Ubah", tree: { sha: "t" } }, parents: [{ sha: "p" }] };
    expect(contentOnly({ ...commit, files: [{ filename: path, status: "added" }] }, names)).toBe(false);
    expect(entryName(path, names)).toBe(`berkas ${path}`);
  });
});

describe("what the undo will do, in the editor's words", () => {
  it("names data files by the editor's menu, articles by title, photos by file name", () => {
    expect(entryName(SITE, names)).toBe("Identitas & Kontak");
    expect(entryName("src/content/data/faq.yaml", names)).toBe("Tanya jawab (FAQ)");
    expect(entryName(ARTICLE, names, "Belajar Menanam Sayur")).toBe("Artikel “Belajar Menanam Sayur”");
    expect(entryName(ARTICLE, names)).toBe("Artikel 4-menanam-sayur.md");
    expect(entryName(PHOTO, names)).toBe("Foto menanam.webp");
    expect(entryName(SITE, editorNames({ backend: { repo: "a/b" } }))).toBe("berkas data/site.yaml");
  });

  it("names a photo by the field and the entry of the save that show it, its file name after them", () => {
    const article = {
      path: ARTICLE,
      name: "Artikel “Belajar Menanam Sayur”",
      text: "---\nimage: /blog/menanam.webp\n---\n",
    };
    expect(photoName(PHOTO, names, [article])).toBe("Foto utama di Artikel “Belajar Menanam Sayur” (menanam.webp)");
    const gallery = {
      path: "src/content/data/gallery.yaml",
      name: "Galeri",
      text: '- title: Aktivitas\n  images:\n    - "/galeri/img-20261203-wa0007.webp"\n',
    };
    expect(photoName("src/content/images/galeri/img-20261203-wa0007.webp", names, [article, gallery])).toBe(
      "Foto di Galeri (img-20261203-wa0007.webp)",
    );
    expect(
      photoName("src/content/images/beranda.webp", names, [
        { path: "src/content/data/home.yaml", name: "Beranda", text: "  image: /beranda.webp\n" },
      ]),
    ).toBe("Gambar utama di Beranda (beranda.webp)");
    // Uploaded on its own, or only the start of another photo's name: nothing shows it but its file name.
    expect(photoName(PHOTO, names, [])).toBe("Foto menanam.webp");
    expect(photoName(PHOTO, names, [{ ...article, text: "image: /blog/menanam.webp.jpg" }])).toBe("Foto menanam.webp");
  });

  it("reads an article's title, plain or quoted, as the editor writes it", () => {
    expect(articleTitle("---\nid: 4\ntitle: Belajar Menanam Sayur\n---\n\nIsi")).toBe("Belajar Menanam Sayur");
    expect(articleTitle('---\ntitle: "Kegiatan: Kunjungan \\"Posyandu\\""\n---\n')).toBe(
      'Kegiatan: Kunjungan "Posyandu"',
    );
    expect(articleTitle("---\r\ntitle: 'Hari Ibu''s'\r\n---\r\n")).toBe("Hari Ibu's");
    expect(articleTitle("---\ntitle: >-\n  panjang\n---\n")).toBeUndefined();
    expect(articleTitle("tanpa front matter")).toBeUndefined();
  });

  it("says what happens to each entry, and the undo's title", () => {
    expect(describeChange({ path: SITE, kind: "restore" }, "Identitas & Kontak")).toBe(
      "Identitas & Kontak kembali seperti sebelum simpanan ini.",
    );
    expect(describeChange({ path: ARTICLE, kind: "bring-back" }, "Artikel “A”")).toBe(
      "Artikel “A” yang dihapus simpanan ini dikembalikan.",
    );
    expect(describeChange({ path: PHOTO, kind: "remove" }, "Foto a.webp")).toBe(
      "Foto a.webp yang ditambahkan simpanan ini dihapus lagi.",
    );
    expect(undoMessage("Ubah Identitas & Kontak lewat editor\n\nrincian", "a".repeat(40))).toBe(
      `Batalkan: Ubah Identitas & Kontak lewat editor\n\nThis reverts commit ${"a".repeat(40)}.`,
    );
  });

  it("knows the save an undo took back from the undo's own message, and no other save as an undo", () => {
    const sha = "0123456789abcdef".repeat(2) + "01234567";
    expect(undoneSha(undoMessage("Ubah Identitas & Kontak lewat editor", sha))).toBe(sha);
    expect(undoneSha(`Ubah Identitas & Kontak lewat editor\n\nThis reverts commit ${sha}.`)).toBeUndefined();
    // Written before undos named their save: nothing to tell it by but a title many saves share.
    expect(undoneSha("Batalkan: Ubah Identitas & Kontak lewat editor")).toBeUndefined();
  });

  it("a refusal names the entries a later save changed and what to do instead", () => {
    const prepared = {
      plan: planUndo(
        files(base),
        files({ ...base, [SITE]: "s2", [ARTICLE]: "a1" }),
        files({ ...base, [SITE]: "s3", [ARTICLE]: "a2" }),
        names,
      ),
      editor: names,
      entries: new Map([
        [SITE, "Identitas & Kontak"],
        [ARTICLE, "Artikel “Menanam”"],
      ]),
    } as Prepared;
    expect(preview(prepared)).toEqual({
      refused:
        "Artikel “Menanam” dan Identitas & Kontak sudah diubah lagi oleh simpanan yang lebih baru, jadi simpanan ini " +
        "tidak bisa dibatalkan sendiri. Batalkan dulu simpanan yang lebih baru itu, atau ubah isinya langsung di editor.",
    });
  });
});

describe("reading a save to undo through GitHub's API", () => {
  /** GitHub with a save that added an article and its photo on top of `base`. */
  const request: Request = async (_method, path) => {
    const text = (value: string) => ({
      status: 200,
      body: { content: btoa(String.fromCharCode(...new TextEncoder().encode(value))) },
    });
    const tree = (entries: Record<string, string>) => ({
      status: 200,
      body: {
        sha: "t",
        tree: Object.entries(entries).map(([p, sha]) => ({ path: p, mode: "100644", type: "blob", sha })),
      },
    });
    const saved = { ...base, [ARTICLE]: "article-1", [PHOTO]: "photo-1" };
    if (path === "/commits/save")
      return {
        status: 200,
        body: { sha: "save", commit: { message: "Tambah", tree: { sha: "saved" } }, parents: [{ sha: "parent" }] },
      };
    if (path === "/git/trees/parent?recursive=1") return tree(base);
    if (path === "/git/trees/saved?recursive=1" || path === "/git/trees/head?recursive=1") return tree(saved);
    if (path === "/git/ref/heads/main") return { status: 200, body: { object: { sha: "head" } } };
    if (path === "/git/blobs/article-1")
      return text('---\nid: 4\ntitle: "Belajar Menanam Sayur"\nimage: /blog/menanam.webp\n---\n\nIsi\n');
    return { status: 404, body: {} };
  };

  it("names the photo a save added by the article it added with it", async () => {
    expect(preview(await prepareUndo(request, "save", names))).toEqual({
      lines: [
        "Artikel “Belajar Menanam Sayur” yang ditambahkan simpanan ini dihapus lagi.",
        "Foto utama di Artikel “Belajar Menanam Sayur” (menanam.webp) yang ditambahkan simpanan ini dihapus lagi.",
      ],
    });
  });
});

describe("writing the undo through GitHub's API", () => {
  const prepared: Prepared = {
    sha: "5".repeat(40),
    message: "Ubah Identitas & Kontak lewat editor",
    before: files(base),
    saved: files({ ...base, [SITE]: "site-2" }),
    plan: { ok: true, changes: [] },
    editor: names,
    entries: new Map([[SITE, "Identitas & Kontak"]]),
  };

  /** GitHub with main at `heads` in turn; PATCH answers from `moves`. */
  function github(heads: Record<string, string>[], moves: number[]) {
    const calls: string[] = [];
    let head = 0;
    const request: Request = async (method, path, body) => {
      calls.push(`${method} ${path}${body ? ` ${JSON.stringify(body)}` : ""}`);
      if (path === "/git/ref/heads/main") return { status: 200, body: { object: { sha: `head-${head}` } } };
      if (path.startsWith("/git/trees/head-"))
        return {
          status: 200,
          body: {
            sha: `tree-${head}`,
            tree: Object.entries(heads[head]!).map(([p, sha]) => ({ path: p, mode: "100644", type: "blob", sha })),
          },
        };
      if (path === "/git/trees") return { status: 201, body: { sha: `new-tree-${head}` } };
      if (path === "/git/commits") return { status: 201, body: { sha: `undo-${head}` } };
      if (path === "/git/refs/heads/main") {
        const status = moves.shift()!;
        if (status === 422) head++;
        return { status, body: {} };
      }
      return { status: 404, body: {} };
    };
    return { calls, request };
  }

  it("writes a tree over main's, a commit on main, and moves main without force", async () => {
    const { calls, request } = github([{ ...base, [SITE]: "site-2" }], [200]);
    await expect(commitUndo(request, prepared)).resolves.toBe("undo-0");
    expect(calls.filter((call) => !call.startsWith("GET"))).toEqual([
      `POST /git/trees {"base_tree":"tree-0","tree":[{"path":"${SITE}","mode":"100644","type":"blob","sha":"site-1"}]}`,
      `POST /git/commits {"message":"Batalkan: Ubah Identitas & Kontak lewat editor\\n\\nThis reverts commit ${"5".repeat(40)}.","tree":"new-tree-0","parents":["head-0"]}`,
      'PATCH /git/refs/heads/main {"sha":"undo-0","force":false}',
    ]);
  });

  it("when someone saved meanwhile, starts over once from the new main, then gives up", async () => {
    const later = { ...base, [SITE]: "site-2", [PHOTO]: "photo-1" };
    const once = github([{ ...base, [SITE]: "site-2" }, later], [422, 200]);
    await expect(commitUndo(once.request, prepared)).resolves.toBe("undo-1");
    expect(once.calls).toContain('PATCH /git/refs/heads/main {"sha":"undo-1","force":false}');

    const twice = github([later, later, later], [422, 422, 200]);
    await expect(commitUndo(twice.request, prepared)).rejects.toThrow(CONFLICT);
    expect(twice.calls.filter((call) => call.startsWith("PATCH"))).toHaveLength(2);
  });

  it("refuses without writing when the save's entry changed in the meantime, and says a failure in Indonesian", async () => {
    const changed = github([{ ...base, [SITE]: "site-3" }], []);
    await expect(commitUndo(changed.request, prepared)).rejects.toThrow(
      /^Identitas & Kontak sudah diubah lagi oleh simpanan yang lebih baru/,
    );
    expect(changed.calls.every((call) => call.startsWith("GET"))).toBe(true);

    // The answer to moving main is lost, but main moved: that is a saved undo, not a failure.
    const lost = github([{ ...base, [SITE]: "site-2" }], []);
    const lostAnswer: Request = async (method, path, body) => {
      if (method === "PATCH") {
        await lost.request(method, path, body);
        throw new TypeError("Failed to fetch");
      }
      if (path === "/git/ref/heads/main" && lost.calls.some((call) => call.startsWith("PATCH")))
        return { status: 200, body: { object: { sha: "undo-0" } } };
      return lost.request(method, path, body);
    };
    await expect(commitUndo(lostAnswer, prepared)).resolves.toBe("undo-0");

    const offline: Request = () => Promise.reject(new TypeError("Failed to fetch"));
    await expect(commitUndo(offline, prepared)).rejects.toThrow(
      "Pembatalan belum tersimpan: GitHub tidak menjawab (tidak tersambung). Tidak ada yang berubah.",
    );
  });
});
