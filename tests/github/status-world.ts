import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  type Annotation,
  GitHubStandIn,
  type JobRecord,
  type Person,
  type Repository,
  type RunRecord,
} from "./stand-in.ts";
import type { HeldBack, PublishWarning } from "../../admin/status/state.ts";
import { undoMessage } from "../../admin/status/undo.ts";

/**
 * A publication in two repositories, told as a "world", made real in the
 * stand-in (./stand-in.ts) for /admin/status/ (tests/e2e/editor/status-page.spec.ts,
 * the guide's pictures): the content repository's saves as real commits on
 * main with their messages, authors and dates, its trigger runs
 * (terbitkan.yml), and the code repository's publication runs (publish.yml)
 * with the annotations of their failed job.
 */

export const CONTENT = "daycare/situs-konten";
export const CODE = "daycare/situs";

/** Save `n` of a world: made at 14.0n WIB on Wednesday 25 November 2026 (n minutes past 07.00 UTC). */
export interface Save {
  n: number;
  message: string;
  /** Who saved (the commit's author): Bu Aisyah unless said. */
  author: string;
  /** An undo made on the status page takes back this save, by number: its message is then the undo's. */
  undoes?: number;
}

export const save = (
  n: number,
  message = `Ubah Artikel “Kunjungan ${n}” lewat editor`,
  author = "Bu Aisyah",
): Save => ({
  n,
  message,
  author,
});

/** Save `n` takes back save `of` from the status page (admin/status/undo.ts writes its message). */
export const undo = (n: number, of: Save, author = "Bu Aisyah"): Save => ({
  n,
  message: of.message,
  author,
  undoes: of.n,
});

/** A workflow run as the world tells it; GitHub's address for it is the stand-in's to give. */
export interface Run {
  id: number;
  display_title: string;
  status: RunRecord["status"];
  conclusion: RunRecord["conclusion"];
  created_at: string;
  run_started_at: string;
  updated_at: string;
  event: string;
  /** The save it ran for (the trigger's), by number. */
  save?: number;
}

const at = (minute: number) => `2026-11-25T07:${String(minute).padStart(2, "0")}`;

/** A publication created `minute` minutes past 14.00 WIB, finished 50 s later unless it says otherwise. */
export const run = (id: number, minute: number, fields: Partial<Run> = {}): Run => ({
  id,
  display_title: "Ubah Artikel lewat editor",
  status: "completed",
  conclusion: "success",
  created_at: `${at(minute)}:00Z`,
  run_started_at: `${at(minute)}:05Z`,
  updated_at: `${at(minute)}:50Z`,
  event: "workflow_dispatch",
  ...fields,
});

/** The trigger's run for save `n` (terbitkan.yml in the content repository), started by its push. */
export const trigger = (id: number, n: number, fields: Partial<Run> = {}): Run =>
  run(id, n, { event: "push", save: n, ...fields });

/** An annotation as the workflows write them (`::error file=…,line=…,title=…::message`). */
export const annotation = (fields: Partial<Annotation>): Annotation => ({
  path: ".github",
  start_line: 0,
  end_line: 0,
  message: "",
  annotation_level: "failure",
  title: "",
  ...fields,
});

export interface ChangedFile {
  filename: string;
  status: "added" | "modified" | "removed";
  /** Its text as the save leaves it; unless given, its `contents` when added, else a line naming the save. */
  text?: string;
}

export interface World {
  /** The content repository's main, newest first, on top of its first commit ("Isi awal"). */
  saves: Save[];
  /** What the site serves (terbitan.json): a save's number and the run that published it. */
  live?: { save: number; run: number };
  /**
   * The entries that publication kept back (terbitan.json's `heldBack`): their saves by number,
   * newest first, the oldest of which made the problem; `shown`, the save whose version is online
   * (null: none, the entry is new).
   */
  heldBack?: { file: string; saves: number[]; shown: number | null; problems: HeldBack["problems"] }[];
  /** What is online but needs a look (terbitan.json's `warnings`). */
  warnings?: PublishWarning[];
  publications?: Run[];
  triggers?: Run[];
  /** Per run id: the annotations of its failed job. */
  annotations?: Record<number, Annotation[]>;
  /** Per save: the files it changed (unless given: the site's identity, modified). */
  files?: Record<number, ChangedFile[]>;
  /** A file's text wherever the world writes it (added, or there from the first commit, changed or not): path → text. */
  contents?: Record<string, string>;
}

const SITE = "src/content/data/site.yaml";

/** The stand-in holding a world: its saves' commits by number; `sync` brings the runs up to the world's. */
export interface StandInWorld {
  github: GitHubStandIn;
  /** The member of staff signed in to the editor (write on the content repository, read on the code one). */
  staff: Person;
  /** The maintainer: admin of both repositories, who could sign in to the editor too. */
  maintainer: Person;
  sha: (n: number) => string;
  /** The runs and annotations as `world` says now (the saves stay as they were made). */
  sync: (world: World) => void;
  dispose: () => Promise<void>;
}

/** Starts a stand-in holding `world`: its saves committed, its runs recorded. */
export async function standInWorld(world: World): Promise<StandInWorld> {
  const root = mkdtempSync(path.join(tmpdir(), "status-world-"));
  const github = new GitHubStandIn(root, CODE);
  github.web = "https://github.com";
  const content = github.addRepository(CONTENT);
  const staff = github.addPerson("aisyah", "read", "Bu Aisyah");
  github.grant(content, staff.login, "write");
  const maintainer = github.addPerson("pengelola", "admin", "Pengelola");
  github.grant(content, maintainer.login, "admin");
  const shas = commitSaves(content, world);
  const record = (run: Run, workflow: string, annotations: Record<number, Annotation[]>): RunRecord => {
    const failed = run.conclusion === "failure";
    // The job that checks and builds, then the publishing job it stops when it fails; a job's number is the run's, then 0 or 1.
    const jobs: JobRecord[] = [
      {
        id: run.id * 10,
        name: "Periksa dan bangun situs",
        status: run.status === "completed" ? "completed" : "in_progress",
        conclusion: run.conclusion,
        annotations: annotations[run.id] ?? [],
      },
      {
        id: run.id * 10 + 1,
        name: "Terbitkan ke Cloudflare Pages",
        status: run.status === "completed" ? "completed" : "queued",
        conclusion: failed ? "skipped" : run.conclusion,
        annotations: [],
      },
    ];
    return {
      id: run.id,
      workflow,
      name: workflow === "publish.yml" ? "Terbitkan situs" : "Minta penerbitan",
      display_title: run.display_title,
      event: run.event,
      head_branch: "main",
      head_sha: run.save === undefined ? "" : shas.get(run.save)!,
      actor: staff.login,
      status: run.status,
      conclusion: run.conclusion,
      created_at: run.created_at,
      updated_at: run.updated_at,
      run_started_at: run.run_started_at,
      jobs,
      summary: "",
    };
  };
  const sync = ({ publications = [], triggers = [], annotations = {} }: World) => {
    // The stand-in keeps runs oldest first; a world tells them newest first.
    github.main.runs.splice(
      0,
      Infinity,
      ...publications.map((each) => record(each, "publish.yml", annotations)).reverse(),
    );
    content.runs.splice(0, Infinity, ...triggers.map((each) => record(each, "terbitkan.yml", annotations)).reverse());
  };
  sync(world);
  await github.start();
  return {
    github,
    staff,
    maintainer,
    sha: (n) => {
      const found = shas.get(n);
      if (!found) throw new Error(`No save ${n} in this world`);
      return found;
    },
    sync,
    dispose: async () => {
      await github.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * The first commit (the files the saves find there, and every other file of
 * `contents`: an article no save changes), then each save, oldest
 * first, committed on main at its time; their shas by number.
 */
function commitSaves(repo: Repository, { saves, files = {}, contents = {} }: World): Map<number, string> {
  const changes = (n: number) => files[n] ?? [{ filename: SITE, status: "modified" as const }];
  // A file a save adds is not there before it, though later saves may change it.
  const changed = saves.flatMap(({ n }) => changes(n));
  const added = new Set(changed.filter((file) => file.status === "added").map((file) => file.filename));
  const found = [...changed.map((file) => file.filename), ...Object.keys(contents)].filter((file) => !added.has(file));
  const index = path.join(repo.bare, `status-world-index`);
  const env = { GIT_INDEX_FILE: index };
  const write = (file: string, text: string) => {
    const blob = repo.plumbing(["hash-object", "-w", "--stdin"], { input: text });
    repo.plumbing(["update-index", "--add", "--cacheinfo", `100644,${blob},${file}`], { env });
  };
  const commit = (message: string, author: string, date: string, parent?: string) => {
    const tree = repo.plumbing(["write-tree"], { env });
    const sha = repo.plumbing(["commit-tree", tree, ...(parent ? ["-p", parent] : []), "-F", "-"], {
      input: message,
      env: {
        GIT_AUTHOR_NAME: author,
        GIT_AUTHOR_EMAIL: "staf@contoh.id",
        GIT_AUTHOR_DATE: date,
        // A save through GitHub's API is committed by GitHub there and then.
        GIT_COMMITTER_NAME: "GitHub",
        GIT_COMMITTER_EMAIL: "noreply@github.com",
        GIT_COMMITTER_DATE: date,
      },
    });
    repo.plumbing(["update-ref", "refs/heads/main", sha]);
    return sha;
  };
  try {
    repo.plumbing(["read-tree", "--empty"], { env });
    // The maintainer's first commit: the content the saves find, and the repository's own README (so it is no save of content).
    for (const file of new Set([...found, "README.md"])) write(file, contents[file] ?? `# ${file}\n`);
    let head = commit("Isi awal", "Pengelola", "2026-11-24T07:00:00Z");
    const shas = new Map<number, string>();
    for (const { n, message, author, undoes } of saves.toReversed()) {
      for (const { filename, status, text } of changes(n))
        if (status === "removed")
          repo.plumbing(["update-index", "--index-info"], { env, input: `0 ${"0".repeat(40)}\t${filename}\n` });
        else
          write(
            filename,
            text ?? (status === "added" ? (contents[filename] ?? `# ${filename}\n`) : `# simpanan ${n}\n`),
          );
      const parent = head;
      const undone = undoes === undefined ? undefined : shas.get(undoes);
      if (undoes !== undefined && !undone)
        throw new Error(`Save ${n} takes back save ${undoes}, which is not before it`);
      head = commit(undone ? undoMessage(message, undone) : message, author, `${at(n)}:00Z`, parent);
      // A world that adds a file already there, or changes one to what it was, tells of changes git never made.
      const made = repo.plumbing(["diff-tree", "-r", "--name-status", parent, head]).split("\n").filter(Boolean);
      if (made.length !== changes(n).length)
        throw new Error(`Save ${n} changes ${made.join(", ") || "nothing"}, not what the world says`);
      shas.set(n, head);
    }
    return shas;
  } finally {
    rmSync(index, { force: true });
  }
}
