import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "vitest";

/**
 * A copy of the project in a temporary folder, changed the way a member of
 * staff would change it, and built with the real commands: what they see in
 * their terminal (or in the publishing workflow) is what is tested.
 */
export const project = path.resolve(import.meta.dirname, "../..");
const SKIP = new Set(["node_modules", "build", ".build", ".git", ".react-router", "test-results", "playwright-report"]);

export interface Run {
  status: number | null;
  output: string;
}

/** A stack trace line, as Node prints one. */
export const STACK_FRAME = /^\s+at .+(:\d+|\(native\)|<anonymous>)/m;

export class ProjectCopy {
  readonly root = mkdtempSync(path.join(tmpdir(), "daycare-"));

  constructor() {
    cpSync(project, this.root, { recursive: true, filter: (source) => !SKIP.has(path.relative(project, source)) });
    // The dependencies and the picture cache are shared: a copy builds as fast as the project.
    symlinkSync(path.join(project, "node_modules"), path.join(this.root, "node_modules"));
  }

  path(file: string): string {
    return path.join(this.root, file);
  }

  read(file: string): string {
    return readFileSync(this.path(file), "utf8");
  }

  write(file: string, content: string | Buffer): this {
    mkdirSync(path.dirname(this.path(file)), { recursive: true });
    writeFileSync(this.path(file), content);
    return this;
  }

  edit(file: string, from: string | RegExp, to: string): this {
    const before = this.read(file);
    const after = before.replace(from, to);
    expect(after, `${file} changed`).not.toBe(before);
    return this.write(file, after);
  }

  remove(file: string): this {
    rmSync(this.path(file), { force: true });
    return this;
  }

  private run(args: string[], env: Record<string, string>): Run {
    const result = spawnSync(process.execPath, args, {
      cwd: this.root,
      encoding: "utf8",
      env: { ...process.env, ...env, NO_COLOR: "1", FORCE_COLOR: "0" },
    });
    return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
  }

  /** `npm run build`, as the staff's publishing workflow runs it. */
  build(env: Record<string, string> = {}): Run {
    return this.run([path.join(project, "node_modules/tsx/dist/cli.mjs"), "scripts/build.ts"], env);
  }

  /** A first good build, as the site online before a change: returns its snapshot. */
  publish(): Record<string, string> {
    const first = this.build();
    expect(first.status, first.output).toBe(0);
    return this.snapshot();
  }

  /** `npm run check`. */
  check(env: Record<string, string> = {}): Run {
    return this.run([path.join(project, "node_modules/tsx/dist/cli.mjs"), "scripts/check-content.ts"], env);
  }

  /** Every file the live build holds, with a hash of its bytes, and where `build` points: equal means byte-for-byte the same. */
  snapshot(): Record<string, string> {
    const live = this.path("build");
    if (!existsSync(live)) return {};
    const files: Record<string, string> = { "(build →)": lstatSync(live).isSymbolicLink() ? readlinkSync(live) : "(folder)" };
    for (const name of readdirSync(live, { recursive: true, encoding: "utf8" }).sort()) {
      const file = path.join(live, name);
      if (lstatSync(file).isFile()) files[name] = createHash("sha256").update(readFileSync(file)).digest("hex");
    }
    return files;
  }

  /** Every file a browser can fetch, as text, to look for what must not be published. */
  publishedText(): string {
    const client = this.path("build/client");
    return readdirSync(client, { recursive: true, encoding: "utf8" })
      .filter((name) => /\.(html|js|css|json|xml|txt|webmanifest)$/.test(name) || name.startsWith("_"))
      .map((name) => readFileSync(path.join(client, name), "utf8"))
      .join("\n");
  }

  /** Names of every file under build/client. */
  publishedFiles(): string[] {
    return readdirSync(this.path("build/client"), { recursive: true, encoding: "utf8" });
  }
}

const defaultBody = "Anak-anak menanam bayam dan kangkung di pot kecil, lalu menyiramnya setiap pagi bersama pengasuh.";

/** An article file as the staff guide shows it, with `fields` changed and the body given. */
export function article(fields: Record<string, string | number | boolean> = {}, body = defaultBody): string {
  const front = {
    id: 4,
    title: "Belajar Menanam Sayur di Halaman",
    date: "2025-10-20",
    author: "Tim Daycare",
    category: "Kegiatan Daycare",
    image: "blog/posyandu.svg",
    ...fields,
  };
  return `---\n${Object.entries(front)
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n")}\n---\n\n${body}\n`;
}
