/**
 * The content repository's files, admitted into a checkout of the code as
 * data and nothing else (docs/decisions/022-content-and-code-apart.md). The
 * staff may write anything to their repository; what reaches the build is
 * decided here, from git's own record of the commit (its tree: every path,
 * mode and size), never from files on disk, which a symbolic link could
 * make point anywhere:
 *
 * - regular files only (mode 100644): no symbolic link, submodule or program;
 * - only where the collections keep their files (src/lib/content/places.ts):
 *   the data files by name, articles as .md, pictures by their extensions;
 * - names of a–z, 0–9, ".", "_" and "-" only, within size limits;
 * - the repository's own README.md and its publishing trigger are left out;
 *   anything else (a package.json, a script, a workflow) stops it.
 *
 * Nothing from the content repository is installed, executed or imported:
 * the admitted files replace src/content/{data,blog,images} and are read by
 * the content check and the build as the example content is.
 *
 *   node tooling/publish/content.ts <clone of the content repository> [--into <project>]
 *
 * Refuses with every problem at once, in Indonesian, on the run's page and as
 * annotations that /admin/status/ shows; writes `commit=<sha>` to GITHUB_OUTPUT.
 *
 * Beside the admitted files it writes the earlier versions of each text file
 * (HISTORY_FILE), read from the same history, so that the build can keep an
 * entry with a mistake as it was before (tooling/publish/hold-back.ts).
 */
import { execFileSync, spawn } from "node:child_process";
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
// Modules that import nothing but Node's own: this runs in a job that installs no package.
import { ARTICLES_DIR, DATA_DIR, dataFiles, IMAGES_DIR } from "../../src/lib/content/places.ts";
import { TRIGGER_WORKFLOW } from "./settings.ts";

/** The folders the content is admitted into, replaced whole. */
export const CONTENT_FOLDERS = [DATA_DIR, ARTICLES_DIR, IMAGES_DIR] as const;
/** The content repository's own files: kept there, never admitted. */
export const REPOSITORY_FILES = ["README.md", `.github/workflows/${TRIGGER_WORKFLOW}`];
export const PICTURE_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif", ".heic", ".heif", ".svg"];

const MB = 1024 * 1024;
/** A phone's photo is 2–8 MB and the editor refuses more than 15 MB: above this it is not a photo to publish. */
export const MAX_PICTURE_BYTES = 20 * MB;
/** The longest text a schema allows is 30,000 letters: a data file or an article is far below this. */
export const MAX_TEXT_BYTES = 1 * MB;
export const MAX_TOTAL_BYTES = 1024 * MB;
export const MAX_FILES = 5000;
const NAME = /^[a-z0-9][a-z0-9._-]{0,99}$/;

/** One line of `git ls-tree -r -l -z`: a blob, a symbolic link or a submodule of the commit. */
export interface TreeEntry {
  mode: string;
  type: string;
  sha: string;
  /** Bytes; absent for a submodule. */
  size?: number;
  path: string;
}

export interface Refusal {
  path: string;
  /** In Indonesian: the file as the editor would name it, what is wrong and what to do. */
  message: string;
}

const dataFileLabels = new Map(Object.values(dataFiles).map((each) => [`${DATA_DIR}/${each.file}`, each.label]));
const megabytes = (bytes: number) => `${(bytes / MB).toLocaleString("id-ID", { maximumFractionDigits: 1 })} MB`;

/** A path as the staff would recognise it; JSON's quoting shows a newline or a control character as text. */
function named(file: string): string {
  const shown = (text: string) => (/^[\x20-\x7e]*$/.test(text) ? `“${text}”` : JSON.stringify(text));
  if (dataFileLabels.has(file)) return `Bagian situs “${dataFileLabels.get(file)}”`;
  if (file.startsWith(`${ARTICLES_DIR}/`)) return `Artikel ${shown(file.slice(ARTICLES_DIR.length + 1))}`;
  if (file.startsWith(`${IMAGES_DIR}/`)) return `Foto ${shown(file.slice(IMAGES_DIR.length + 1))}`;
  return `Berkas ${shown(file)}`;
}

const isText = (file: string) => {
  const place = placeOf(file);
  return "kind" in place && place.kind === "text";
};

const inContent = (file: string) => CONTENT_FOLDERS.some((folder) => file.startsWith(`${folder}/`));

/** What a file in the content folders is, or why it has no place there. */
function placeOf(file: string): { kind: "text" | "picture" } | { refused: string } {
  if (dataFileLabels.has(file)) return { kind: "text" };
  const article = `${ARTICLES_DIR}/`;
  if (file.startsWith(article)) {
    const rest = file.slice(article.length);
    if (!rest.includes("/") && rest.endsWith(".md")) return { kind: "text" };
    return { refused: "bukan artikel: di folder artikel hanya ada berkas .md, tanpa subfolder. Hapus berkas ini." };
  }
  if (file.startsWith(`${IMAGES_DIR}/`)) {
    if (PICTURE_EXTENSIONS.includes(path.extname(file))) return { kind: "picture" };
    return {
      refused: `bukan foto: di folder foto hanya ada berkas ${PICTURE_EXTENSIONS.join(", ")}. Hapus berkas ini.`,
    };
  }
  return {
    refused: "tidak dikenal editor: setiap bagian situs punya satu berkas data bernama tetap. Hapus berkas ini.",
  };
}

/** Every reason the commit's files cannot be published, at once; empty when they can. */
export function admissionProblems(entries: readonly TreeEntry[]): Refusal[] {
  const problems: Refusal[] = [];
  const refuse = (file: string, why: string) => problems.push({ path: file, message: `${named(file)} ${why}` });
  let total = 0;
  let count = 0;
  for (const entry of entries) {
    if (REPOSITORY_FILES.includes(entry.path) && entry.mode === "100644") continue;
    count++;
    if (!inContent(entry.path)) {
      refuse(
        entry.path,
        "bukan bagian konten yang diedit di editor (teks, data, foto), jadi tidak boleh ada di repositori konten. Hapus berkas ini.",
      );
      continue;
    }
    if (entry.path.split("/").some((segment) => !NAME.test(segment))) {
      refuse(
        entry.path,
        "bernama dengan huruf yang tidak diizinkan: nama berkas hanya boleh huruf kecil a–z, angka, titik, garis bawah dan tanda hubung. Unggah ulang lewat editor (editor memberi nama yang aman), lalu hapus berkas ini.",
      );
      continue;
    }
    if (entry.type === "commit") {
      refuse(entry.path, "adalah submodul git, bukan berkas: hapus submodul itu dari repositori konten.");
      continue;
    }
    if (entry.mode === "120000") {
      refuse(entry.path, "adalah tautan (symbolic link), bukan berkas biasa: hapus lalu simpan ulang lewat editor.");
      continue;
    }
    if (entry.mode !== "100644") {
      refuse(
        entry.path,
        "ditandai sebagai program (executable), bukan berkas biasa: hapus lalu simpan ulang lewat editor.",
      );
      continue;
    }
    const place = placeOf(entry.path);
    if ("refused" in place) {
      refuse(entry.path, place.refused);
      continue;
    }
    const size = entry.size ?? 0;
    total += size;
    const limit = place.kind === "picture" ? MAX_PICTURE_BYTES : MAX_TEXT_BYTES;
    if (size > limit)
      refuse(
        entry.path,
        `terlalu besar (${megabytes(size)}): paling besar ${megabytes(limit)}. ${place.kind === "picture" ? "Unggah foto dari ponsel lewat editor, yang mengecilkannya." : "Persingkat isinya."}`,
      );
  }
  if (count > MAX_FILES)
    problems.push({
      path: "",
      message: `Repositori konten berisi ${count.toLocaleString("id-ID")} berkas: paling banyak ${MAX_FILES.toLocaleString("id-ID")}. Hapus foto yang tidak dipakai lagi.`,
    });
  if (total > MAX_TOTAL_BYTES)
    problems.push({
      path: "",
      message: `Konten seluruhnya ${megabytes(total)}: paling banyak ${megabytes(MAX_TOTAL_BYTES)}. Hapus foto yang tidak dipakai lagi.`,
    });
  return problems;
}

function git(clone: string, args: string[]): string {
  // The clone was made by another user (actions/checkout as the runner): trusted here, by name.
  return execFileSync("git", ["-c", `safe.directory=${path.resolve(clone)}`, "-C", clone, ...args], {
    encoding: "utf8",
    maxBuffer: 256 * MB,
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** The files of a commit as git records them, paths unquoted. */
export function treeOf(clone: string, commit: string): TreeEntry[] {
  return git(clone, ["ls-tree", "-r", "-l", "-z", "--full-tree", commit])
    .split("\0")
    .filter(Boolean)
    .map((line) => {
      const tab = line.indexOf("\t");
      const [mode, type, sha, size] = line.slice(0, tab).split(/\s+/) as [string, string, string, string];
      return { mode, type, sha, size: size === "-" ? undefined : Number(size), path: line.slice(tab + 1) };
    });
}

/**
 * The blobs' bytes, by one `git cat-file --batch`, keyed as asked: a sha, or
 * `<commit>:<path>`. An object the history does not have (a path not there at
 * that commit) is left out.
 */
async function readBlobs(clone: string, names: readonly string[]): Promise<Map<string, Buffer>> {
  const child = spawn("git", ["-c", `safe.directory=${path.resolve(clone)}`, "-C", clone, "cat-file", "--batch"]);
  const chunks: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
  child.stdin.end(names.map((name) => `${name}\n`).join(""));
  const code = await new Promise<number>((resolve) => child.on("close", (status) => resolve(status ?? 1)));
  if (code !== 0) throw new Error(`git cat-file: exit ${code}`);
  const out = Buffer.concat(chunks);
  const blobs = new Map<string, Buffer>();
  // Answers come in the order asked, one per line given.
  for (let at = 0, asked = 0; at < out.length; asked++) {
    const end = out.indexOf(10, at);
    const header = out.subarray(at, end).toString();
    if (header.endsWith(" missing")) {
      at = end + 1;
      continue;
    }
    const [sha, type, size] = header.split(" ");
    if (type !== "blob") throw new Error(`git cat-file: ${sha} is ${type}`);
    blobs.set(names[asked]!, out.subarray(end + 1, end + 1 + Number(size)));
    at = end + 1 + Number(size) + 1;
  }
  return blobs;
}

/** Where the admitted content's history is written, beside the content folders. */
export const HISTORY_FILE = "riwayat-konten.json";
/** How many earlier versions of a text file are kept: an entry further back than this goes offline instead. */
export const HISTORY_DEPTH = 10;

/** A text file after one save: the save's commit, and the text (null: the file was not there after it). */
export interface TextVersion {
  commit: string;
  text: string | null;
}

/** What the build is handed: the saves newest first, and each text file's versions newest first, the first being the admitted one. */
export interface ContentHistory {
  commits: string[];
  files: Record<string, TextVersion[]>;
}

/**
 * The versions of `files` (text files of `commit`) back from `commit`, from
 * one `git log`: each save that changed a file, and the file's text after it.
 * A version over the text limit is kept as absent.
 */
export async function contentHistory(clone: string, commit: string, files: readonly string[]): Promise<ContentHistory> {
  const wanted = new Set(files);
  const log = git(clone, [
    "-c",
    "core.quotePath=false",
    "log",
    "--format=%x01%H",
    "--name-only",
    "--no-renames",
    commit,
    "--",
    DATA_DIR,
    ARTICLES_DIR,
  ]);
  const commits: string[] = [];
  const changes = new Map<string, string[]>(files.map((file) => [file, []]));
  for (const block of log.split("\x01").filter(Boolean)) {
    const [sha, ...paths] = block.split("\n").filter(Boolean);
    commits.push(sha!);
    for (const file of paths) {
      const list = changes.get(file);
      if (wanted.has(file) && list && list.length <= HISTORY_DEPTH) list.push(sha!);
    }
  }
  const names = [...changes].flatMap(([file, shas]) => shas.map((sha) => `${sha}:${file}`));
  const blobs = await readBlobs(clone, names);
  const text = (name: string) => {
    const blob = blobs.get(name);
    return blob && blob.length <= MAX_TEXT_BYTES ? blob.toString("utf8") : null;
  };
  return {
    commits,
    files: Object.fromEntries(
      [...changes].map(([file, shas]) => [file, shas.map((sha) => ({ commit: sha, text: text(`${sha}:${file}`) }))]),
    ),
  };
}

/**
 * Replaces the content folders of `project` with the admitted files of the
 * clone's HEAD. Throws an Inadmissible error, having written nothing, when
 * any file cannot be admitted.
 */
export async function admit(clone: string, project: string): Promise<{ commit: string; files: number }> {
  const commit = git(clone, ["rev-parse", "--verify", "HEAD^{commit}"]).trim();
  const entries = treeOf(clone, commit);
  const problems = admissionProblems(entries);
  if (problems.length > 0) throw new Inadmissible(commit, problems);
  const admitted = entries.filter((entry) => !REPOSITORY_FILES.includes(entry.path));
  const blobs = await readBlobs(
    clone,
    admitted.map((entry) => entry.sha),
  );
  for (const folder of CONTENT_FOLDERS) rmSync(path.join(project, folder), { recursive: true, force: true });
  for (const folder of CONTENT_FOLDERS) mkdirSync(path.join(project, folder), { recursive: true });
  for (const entry of admitted) {
    const target = path.join(project, entry.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, blobs.get(entry.sha)!);
  }
  const texts = admitted.map((entry) => entry.path).filter((file) => isText(file));
  const history = await contentHistory(clone, commit, texts);
  writeFileSync(path.join(project, HISTORY_FILE), `${JSON.stringify(history)}\n`);
  return { commit, files: admitted.length };
}

export class Inadmissible extends Error {
  readonly problems: Refusal[];
  constructor(commit: string, problems: Refusal[]) {
    super(`commit ${commit}: ${problems.length} berkas tidak bisa diterima`);
    this.problems = problems;
  }
}

/** GitHub's workflow command escaping for a message: nothing in it can start another command. */
const escapeData = (text: string) => text.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A");

const WHY =
  "Konten tidak diterbitkan: repositori konten berisi berkas yang tidak boleh ikut ke situs, jadi tidak ada yang dibangun; situs yang online tetap seperti sebelumnya. Berkas seperti ini tidak dibuat oleh editor: minta pengelola teknis situs menghapusnya dari repositori konten.";

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { into: { type: "string", default: "." } },
    allowPositionals: true,
  });
  const [clone] = positionals;
  if (!clone) {
    console.error("usage: node tooling/publish/content.ts <clone of the content repository> [--into <project>]");
    return 2;
  }
  try {
    const { commit, files } = await admit(clone, values.into!);
    console.log(`✓ Konten ${commit} diterima sebagai data: ${files} berkas di src/content/.`);
    if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `commit=${commit}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof Inadmissible)) throw error;
    const lines = error.problems.map((problem) => problem.message);
    console.error(`${WHY}\n${lines.map((line) => `  - ${line}`).join("\n")}`);
    if (process.env.GITHUB_ACTIONS === "true")
      for (const line of lines) console.log(`::error title=Konten ditolak::${escapeData(line)}`);
    if (process.env.GITHUB_STEP_SUMMARY)
      appendFileSync(
        process.env.GITHUB_STEP_SUMMARY,
        `## ✗ Belum terbit: konten ditolak\n\n${WHY}\n\n${lines.map((line) => `- ${line.replaceAll("\n", "\\n")}`).join("\n")}\n`,
      );
    return 1;
  }
}

if (import.meta.main) process.exitCode = await main();
