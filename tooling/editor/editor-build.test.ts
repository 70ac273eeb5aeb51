import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { savedEntryName } from "../../admin/commit-titles.ts";
import { DRAFT_ROOT, ENTRY_DRAFTS } from "../../admin/conflict/entry-drafts.ts";
import { ENTRY_NAME } from "../../admin/editor-names.ts";
import { editorNames } from "../../admin/status/undo.ts";
import { withEmptyLinkAddress, withEntryDrafts, withEntryNames, withSaveAfterPhotos } from "./editor-build.ts";
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

describe("the link dialog of an article's text", () => {
  it("opens with an empty address, the selected words staying the link's text", () => {
    const opening = ".trim();j(l,e,!0),j(c,!!e),j(s,`create`)";
    expect(installed).toContain(opening);
    const patched = withEmptyLinkAddress(installed, fail, ".");
    const empty = ".trim();j(l,``,!0),j(c,!!e),j(s,`create`)";
    // That one place and nothing else: editing a link still shows its address.
    expect(patched.split(empty)).toHaveLength(2);
    expect(patched.replace(empty, opening)).toBe(installed);
    expect(() => withEmptyLinkAddress(installed.replace(opening, ""), fail, ".")).toThrow(
      /changed how its link dialog fills in the address \(found 0, expected 1\)/,
    );
  });
});

describe("the editor's forms, for a save conflict resolved in one tap (admin/conflict/)", () => {
  /** What @sveltia/cms 0.221.1 has of them, verbatim: the form of an element, the entry now, the reload. */
  const draftOf = "Lke=e=>{let t=e?.closest(`[${g4}]`);return t?_4.get(t):void 0}";
  const changed =
    "if(!t)return{type:`deleted`};if(!(0,fA.default)(t.locales,e.locales))return{type:`modified`,entry:t}}";
  const reload = "ELe=async({entryDraft:e,entry:t})=>{let n=e.current,";
  const root = `g4=\`${DRAFT_ROOT}\``;

  it("are exposed as the installed Sveltia has them, in one place, the bundle otherwise unchanged", () => {
    for (const text of [draftOf, changed, reload, root]) expect(installed.split(text)).toHaveLength(2);
    const patched = withEntryDrafts(installed, fail, ".");
    expect(patched.startsWith(installed)).toBe(true);
    expect(patched.slice(installed.length)).toBe(
      `\nglobalThis.${ENTRY_DRAFTS}={draftOf:(element)=>Lke(element),changed:(entry)=>w5(entry),reload:(store,entry)=>ELe({entryDraft:store,entry})};\n`,
    );
  });

  it("stop the build when an upgrade changes any of them", () => {
    for (const [text, name] of [
      [draftOf, "draftOf"],
      [changed, "changed"],
      [reload, "reload"],
    ] as const)
      expect(() => withEntryDrafts(installed.replace(text, ""), fail, ".")).toThrow(
        new RegExp(`changed its ${name} of an entry's form \\(found 0, expected 1\\)`),
      );
    expect(() => withEntryDrafts(installed.replace(root, "g4=`data-draft`"), fail, ".")).toThrow(
      `no longer marks an entry's form ${DRAFT_ROOT}`,
    );
  });
});

describe("a save while a photo is being processed", () => {
  // How @sveltia/cms 0.221.1 has them: its list of pending edits, the save's wait for it, and the photo field's handler.
  const pending =
    "S8=new Set,GPe=e=>{let t=()=>{S8.delete(e)};S8.add(e),e.then(t,t)},C8=async()=>{for(;S8.size;)await Promise.allSettled(S8)}";
  const wait =
    "if(await C8(),await n0(),!x8({draft:e,enforceRequired:o0(e)}))throw M6({draft:e}),Error(`validation_failed`)";
  const handler =
    "ke=async e=>{let n=i.current;if(!n)return;let r=R(ye)?void 0:u();Oe(),j(x,!0),j(S,[],!0),j(C,[],!0);try{let i=await L3({draft:n,resources:e,";

  it("waits for the photo: its processing joins the edits a save waits for", () => {
    for (const text of [pending, wait, handler]) expect(installed).toContain(text);
    const patched = withSaveAfterPhotos(installed, fail, ".");
    expect(patched.split("GPe(processing$)")).toHaveLength(2);
    expect(patched).toContain("ke=(e)=>{let processing$=(async e=>{let n=i.current;if(!n)return;");
    expect(patched).toContain("finally{j(x,!1)}})(e);GPe(processing$);return processing$}");
  });

  it("stops the build when an upgrade changes any of the three", () => {
    const changed = (from: string, to: string) => () => withSaveAfterPhotos(installed.replace(from, to), fail, ".");
    expect(changed(pending, pending.replace("allSettled", "all"))).toThrow(
      /changed its list of pending edits \(found 0/,
    );
    expect(changed(wait, wait.replace("await C8(),", ""))).toThrow(/no longer waits for its pending edits .*found 0/);
    expect(changed(handler, handler.replace("j(x,!0)", "x.set(!0)"))).toThrow(
      /changed how a photo field processes a chosen photo \(found 0/,
    );
  });
});
