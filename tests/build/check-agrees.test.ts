import { beforeAll, describe, expect, it } from "vitest";
import { heicPhoto, truncatedPhoto } from "../fixtures/pictures";
import { article, ProjectCopy, STACK_FRAME } from "../fixtures/project-copy";

/**
 * `npm run check` passes exactly when `npm run build` would (docs/decisions/002-content-validated-at-build.md): each
 * mistake a member of staff made on the way to publishing goes through both,
 * and they must agree. Refused mistakes get an Indonesian message naming
 * file, field and line, and leave the published build byte-for-byte as it
 * was; accepted ones are published correctly.
 */

type Files = Record<string, string | Buffer>;

interface Refused {
  what: string;
  files: () => Promise<Files> | Files;
  /** Lines the message must hold, in check and build alike. */
  says: string[];
}

const refused: Refused[] = [
  {
    what: "an iPhone HEIC photo saved as foto.jpg, used as an article image",
    files: async () => ({ "app/images/blog/foto.jpg": await heicPhoto(), "app/content/blog/4-kegiatan.md": article({ image: "blog/foto.jpg" }) }),
    says: ["app/content/blog/4-kegiatan.md, baris 7: 'image' menyebut gambar app/images/blog/foto.jpg yang sebenarnya foto HEIC", "simpan foto sebagai JPG"],
  },
  {
    what: "a truncated JPEG used as an article image",
    files: async () => ({ "app/images/blog/foto.jpg": await truncatedPhoto(), "app/content/blog/4-kegiatan.md": article({ image: "blog/foto.jpg" }) }),
    says: ["app/content/blog/4-kegiatan.md, baris 7: 'image' menyebut gambar app/images/blog/foto.jpg yang rusak atau tidak lengkap", "unggah ulang foto aslinya"],
  },
  {
    what: "a zero-byte photo used as an article image",
    files: () => ({ "app/images/blog/kosong.jpg": Buffer.alloc(0), "app/content/blog/4-kegiatan.md": article({ image: "blog/kosong.jpg" }) }),
    says: ["app/content/blog/4-kegiatan.md, baris 7: 'image' menyebut gambar app/images/blog/kosong.jpg yang kosong (0 byte)"],
  },
  {
    what: "a title with a colon and no quotes",
    files: () => ({ "app/content/blog/4-kegiatan.md": article({ title: "Kegiatan: Posyandu" }) }),
    says: ["app/content/blog/4-kegiatan.md, baris 3: 'title' memakai titik dua (:) tanpa tanda kutip: beri tanda kutip di sekitar judul yang memakai titik dua"],
  },
  {
    what: "a tab indenting a front matter line",
    files: () => ({ "app/content/blog/4-kegiatan.md": article().replace("\ntitle:", "\n\ttitle:") }),
    says: ["app/content/blog/4-kegiatan.md, baris 3: 'title' diawali tombol Tab: hapus Tab"],
  },
  {
    what: "an article file saved as .md.txt",
    files: () => ({ "app/content/blog/5-kegiatan.md.txt": article({ id: 5 }) }),
    says: ["app/content/blog/5-kegiatan.md.txt: 'nama berkas' bukan artikel", "Ganti namanya menjadi 5-kegiatan.md"],
  },
  {
    what: "an article image named foto.heic",
    files: () => ({ "app/content/blog/4-kegiatan.md": article({ image: "foto.heic" }) }),
    says: ["app/content/blog/4-kegiatan.md, baris 7: 'image' 'foto.heic' adalah foto HEIC", "simpan foto sebagai JPG"],
  },
];

describe("npm run check and npm run build agree", { timeout: 240_000 }, () => {
  const copy = new ProjectCopy();
  let published: Record<string, string>;

  beforeAll(() => {
    published = copy.publish();
  }, 240_000);

  for (const mistake of refused) {
    it(`both refuse ${mistake.what}, in Indonesian, and the site stays as it was`, async () => {
      const files = await mistake.files();
      for (const [file, content] of Object.entries(files)) copy.write(file, content);
      try {
        const check = copy.check();
        const build = copy.build();
        expect(check.status, check.output).toBe(1);
        expect(build.status, build.output).toBe(1);
        for (const run of [check, build]) {
          for (const line of mistake.says) expect(run.output).toContain(line);
          expect(run.output).not.toMatch(STACK_FRAME);
        }
        expect(build.output).toContain("Situs yang sudah ada (folder build/) tidak diubah");
        expect(copy.snapshot()).toEqual(published);
      } finally {
        for (const file of Object.keys(files)) copy.remove(file);
      }
    });
  }
});
