import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ContentProject } from "../../tests/fixtures/content-project.ts";
import { checkContent } from "../check.ts";
import { admit, type ContentHistory, HISTORY_FILE } from "./content.ts";
import { heldBackText, holdBack } from "./hold-back.ts";
import { readContent } from "../../src/lib/content/loading/reading.ts";

const PHONE = "src/content/data/site.yaml";
const CATEGORIES = "src/content/data/categories.yaml";
const NEW_ARTICLE = "src/content/blog/4-foto-kegiatan.md";
const OLD_ARTICLE = "src/content/blog/2-klinik-gigi.md";

/** The example content as a content repository with a history of saves by two members of staff. */
class StaffRepository extends ContentProject {
  readonly saves: string[] = [];

  constructor() {
    super();
    this.git("init", "-q", "-b", "main");
    this.save("Konten awal");
  }

  git(...args: string[]): string {
    return execFileSync("git", ["-C", this.root, ...args], { encoding: "utf8" }).trim();
  }

  save(title: string): string {
    this.git("add", "-A");
    this.git("-c", "user.name=Bunda", "-c", "user.email=b@contoh.id", "commit", "-q", "-m", title);
    const sha = this.git("rev-parse", "HEAD");
    this.saves.unshift(sha);
    return sha;
  }
}

/** The repository admitted into a fresh project, as the publishing workflow does. */
async function admitted(repository: StaffRepository): Promise<{ root: string; history: ContentHistory }> {
  const root = mkdtempSync(path.join(tmpdir(), "terbit-"));
  await admit(repository.root, root);
  return { root, history: JSON.parse(readFileSync(path.join(root, HISTORY_FILE), "utf8")) as ContentHistory };
}

const article = (id: number, image: string, category = "Kesehatan Anak") =>
  `---\nid: ${id}\ntitle: "Foto Kegiatan Pekan Ini"\ndate: 2026-12-01\nauthor: Ustadzah Nur Aini\ncategory: ${category}\nimage: ${image}\n---\n\nAnak-anak bermain pasir dan air di halaman.\n`;

describe("a mistake keeps back only its own entry", () => {
  it("two staff: a new article with a cut-off photo stays offline, the phone number saved after it goes online", async () => {
    const repository = new StaffRepository();
    copyFileSync(
      path.resolve(import.meta.dirname, "../../tests/fixtures/cut-off-upload.webp"),
      repository.path("src/content/images/blog/kegiatan.webp"),
    );
    repository.write(NEW_ARTICLE, article(4, "/blog/kegiatan.webp"));
    const articleSave = repository.save("Tambah artikel “Foto Kegiatan Pekan Ini”");
    repository.set("site.yaml", ["phone"], "+62 811-2222-3333");
    const phoneSave = repository.save("Ubah Identitas & Kontak");

    const { root, history } = await admitted(repository);
    const held = await holdBack(root, history, {});

    expect(held).toEqual([
      {
        file: NEW_ARTICLE,
        saves: [articleSave],
        madeBy: articleSave,
        shown: null,
        // The status page names the entry; the run's log names both.
        problems: [
          {
            field: "Foto utama",
            message: expect.stringMatching(/^menyebut gambar blog\/kegiatan\.webp yang terpotong/),
          },
        ],
        words: [expect.stringMatching(/^Artikel “Foto Kegiatan Pekan Ini” › Foto utama: menyebut gambar /)],
      },
    ]);
    expect(existsSync(path.join(root, NEW_ARTICLE))).toBe(false);
    expect(readFileSync(path.join(root, PHONE), "utf8")).toContain("+62 811-2222-3333");
    expect((await checkContent({}, readContent(root))).problems).toEqual([]);
    expect(history.commits).toEqual([phoneSave, articleSave, repository.saves[2]]);
    expect(heldBackText(held)).toMatch(
      /^ {2}- belum tampil di situs: Artikel “Foto Kegiatan Pekan Ini” › Foto utama: /,
    );
  });

  it("an article online before stays as it was before the save that broke it, through a second broken save", async () => {
    const repository = new StaffRepository();
    const before = readFileSync(repository.path(OLD_ARTICLE), "utf8");
    repository.edit(OLD_ARTICLE, /^image: .*$/m, "image: /blog/tidak-ada.jpg");
    const broke = repository.save("Ubah artikel “Klinik Gigi”");
    repository.edit(OLD_ARTICLE, /^title: .*$/m, 'title: "Ke Klinik Gigi Bersama"');
    const again = repository.save("Ubah artikel “Klinik Gigi” lagi");

    const { root, history } = await admitted(repository);
    const held = await holdBack(root, history, {});

    expect(held.map(({ file, saves, madeBy, shown }) => ({ file, saves, madeBy, shown }))).toEqual([
      { file: OLD_ARTICLE, saves: [again, broke], madeBy: broke, shown: repository.saves[2] },
    ]);
    expect(held[0]!.problems[0]!.message).toMatch(/tidak-ada\.jpg/);
    expect(readFileSync(path.join(root, OLD_ARTICLE), "utf8")).toBe(before);
  });

  it("a category taken off the list after its articles were filed keeps the list back, not the articles", async () => {
    const repository = new StaffRepository();
    const categories = readFileSync(repository.path(CATEGORIES), "utf8");
    repository.edit(CATEGORIES, /^- name: Kesehatan Anak\n/m, "");
    const listSave = repository.save("Ubah Kategori artikel");

    const { root, history } = await admitted(repository);
    const held = await holdBack(root, history, {});

    expect(held.map(({ file, madeBy }) => ({ file, madeBy }))).toEqual([{ file: CATEGORIES, madeBy: listSave }]);
    // Shown under the category list: the mistake names the article it was found in.
    expect(held[0]!.problems[0]!.field).toMatch(/^Artikel “.+” › Kategori$/);
    expect(readFileSync(path.join(root, CATEGORIES), "utf8")).toBe(categories);
    expect(existsSync(path.join(root, OLD_ARTICLE))).toBe(true);
  });

  it("the site's identity with no good version is left as saved, for the check to refuse the publication", async () => {
    const repository = new StaffRepository();
    const { root, history } = await admitted(repository);

    const held = await holdBack(root, history, { PUBLISHING: "1" });

    expect(held).toEqual([]);
    const { problems } = await checkContent({ PUBLISHING: "1" }, readContent(root));
    expect(problems.map((problem) => problem.file)).toContain(PHONE);
  });
});
