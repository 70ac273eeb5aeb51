import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { savedEntryName } from "../../admin/commit-titles.ts";
import { ENTRY_NAME } from "../../admin/editor-names.ts";
import { editorNames } from "../../admin/status/undo.ts";
import { withEntryNames } from "./editor-build.ts";
import { editorConfig } from "./editor-config.ts";

const fail = (message: string): never => {
  throw new Error(message);
};

/** Sveltia's npm entry, as Vite bundles it for the editor. */
const installed = readFileSync("node_modules/@sveltia/cms/npm/index.js", "utf8");

/**
 * How @sveltia/cms 0.221.1 makes a commit title, as its npm entry has it (the test below finds it
 * there verbatim): the function the patch changes, to run here with stand-ins for what it reads.
 */
const SVELTIA_TITLE =
  "DJ=(e,{commitType:t=`update`,collection:n,skipCI:r=void 0})=>{let{commit_messages:i={},skip_ci:a,automatic_deployments:o}=MW.current?.backend??{},{email:s=``,login:c=``,name:l=``}=Zq.account,[u=``]=e.map(e=>e.slug).filter(Boolean),[d,...f]=e.map(({path:e})=>e),p=n?AF(n,{useSingular:!0}):``,m=i[t]||EJ[t]||``;return[`create`,`update`,`delete`].includes(t)&&(m=m.replaceAll(`{{slug}}`,u).replaceAll(`{{collection}}`,p).replaceAll(`{{path}}`,d).replaceAll(`{{author-email}}`,s).replaceAll(`{{author-login}}`,c).replaceAll(`{{author-name}}`,l)),[`uploadMedia`,`deleteMedia`].includes(t)&&(m=m.replaceAll(`{{path}}`,d).replaceAll(`{{author-email}}`,s).replaceAll(`{{author-login}}`,c).replaceAll(`{{author-name}}`,l)),f.length&&(m+=` +${f.length}`),SJ.current&&(m=(i.openAuthoring||EJ.openAuthoring).replaceAll(`{{message}}`,m).replaceAll(`{{author-email}}`,s).replaceAll(`{{author-login}}`,c).replaceAll(`{{author-name}}`,l)),![`delete`,`deleteMedia`].includes(t)&&(r??(a===!0||o===!1))&&(m=`[skip ci] ${m}`),m}";

const config = editorConfig(
  { repo: "daycare/situs", branch: "main", siteUrl: "https://contoh.id" },
  { nextArticleId: 5 },
);
const names = editorNames(JSON.parse(JSON.stringify(config)));

/** The patched function, with this build's commit titles, `skip_ci` as given, and admin/commit-titles.ts answering. */
function commitTitle({ answering = true, skipCi = false } = {}) {
  const backend = { ...(config.backend as Record<string, unknown>), skip_ci: skipCi };
  const patched = withEntryNames(SVELTIA_TITLE, fail, ".");
  const global = answering ? { [ENTRY_NAME]: (files: []) => savedEntryName(files, names) } : {};
  return new Function("MW", "Zq", "AF", "EJ", "SJ", "globalThis", `const ${patched}; return DJ;`)(
    { current: { backend } },
    { account: { login: "bu-sari", name: "Bu Sari", email: "" } },
    // What {{collection}} says: "Bagian situs" for every section.
    (collection: { label: string }) => collection.label,
    {},
    { current: false },
    global,
  ) as (files: object[], options: { commitType: string; collection?: { label: string } }) => string;
}

const SITE = { action: "update", slug: "site", path: "src/content/data/site.yaml", data: "name: Daycare\n" };
const ARTICLE = {
  action: "create",
  slug: "4-belajar-menanam-sayur",
  path: "src/content/blog/4-belajar-menanam-sayur.md",
  data: "---\nid: 4\ntitle: Belajar Menanam Sayur\nimage: /blog/menanam.webp\n---\n\nIsi\n",
};
const PHOTO = { action: "create", path: "src/content/images/blog/menanam.webp", data: new Blob() };
const sections = { label: "Bagian situs" };

describe("the editor's commit titles", () => {
  it("name the entry as the editor does", () => {
    const title = commitTitle();
    expect(title([SITE], { commitType: "update", collection: sections })).toBe("Ubah Identitas & Kontak lewat editor");
    expect(title([ARTICLE, PHOTO], { commitType: "create", collection: { label: "Artikel" } })).toBe(
      "Tambah Artikel “Belajar Menanam Sayur” lewat editor +1",
    );
    expect(title([{ action: "delete", slug: ARTICLE.slug, path: ARTICLE.path }], { commitType: "delete" })).toBe(
      "Hapus Artikel 4-belajar-menanam-sayur.md lewat editor",
    );
    const priced = { ...ARTICLE, data: ARTICLE.data.replace("Belajar Menanam Sayur", () => "Sayur $& Buah $1") };
    expect(title([priced], { commitType: "update", collection: { label: "Artikel" } })).toBe(
      "Ubah Artikel “Sayur $& Buah $1” lewat editor",
    );
    // A save without publishing keeps Sveltia's note to GitHub (admin/status/state.ts reads it).
    expect(commitTitle({ skipCi: true })([SITE], { commitType: "update", collection: sections })).toBe(
      "[skip ci] Ubah Identitas & Kontak lewat editor",
    );
  });

  it("say what Sveltia's own placeholders would when nothing answers", () => {
    expect(commitTitle({ answering: false })([SITE], { commitType: "update", collection: sections })).toBe(
      "Ubah Bagian situs “site” lewat editor",
    );
  });

  it("are made by the installed Sveltia as the patch expects, changed in one place only", () => {
    expect(installed).toContain(SVELTIA_TITLE);
    const patched = withEntryNames(installed, fail, ".");
    expect(patched.split(`globalThis.${ENTRY_NAME}`)).toHaveLength(2);
    expect(() => withEntryNames(installed.replace("{{collection}}`,", "{{label}}`,"), fail, ".")).toThrow(
      /changed how it writes commit titles \(found 0, expected 1\)/,
    );
  });
});
