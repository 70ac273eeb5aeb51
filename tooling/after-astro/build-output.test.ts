import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LIVE_DIR, pruneReleases, RELEASES_DIR, stagingDirectory, switchLive } from "./build-output.ts";

/** A build in this process's staging folder of `root`, holding one page saying `text`. */
function staged(root: string, text: string): string {
  const staging = stagingDirectory(root);
  mkdirSync(path.join(root, staging, "client"), { recursive: true });
  writeFileSync(path.join(root, staging, "client/index.html"), text);
  return staging;
}

const live = (root: string) => readFileSync(path.join(root, LIVE_DIR, "client/index.html"), "utf8");

describe("the all-or-nothing switch of build/", () => {
  it("makes a finished build live, then the next one, keeping only the live release", () => {
    const root = mkdtempSync(path.join(tmpdir(), "rilis-"));
    switchLive(staged(root, "pertama"), root);
    expect(live(root)).toBe("pertama");
    switchLive(staged(root, "kedua"), root);
    expect(live(root)).toBe("kedua");
    expect(readdirSync(path.join(root, RELEASES_DIR))).toHaveLength(1);
  });

  it("moves a build/ folder made before releases aside once, and removes it with the next build", () => {
    const root = mkdtempSync(path.join(tmpdir(), "rilis-"));
    mkdirSync(path.join(root, LIVE_DIR, "client"), { recursive: true });
    writeFileSync(path.join(root, LIVE_DIR, "client/index.html"), "lama");
    switchLive(staged(root, "baru"), root);
    expect(live(root)).toBe("baru");
    expect(readdirSync(path.join(root, RELEASES_DIR))).toHaveLength(1);
  });

  it("removes the folder of a build whose process has ended, and keeps one still running", () => {
    const root = mkdtempSync(path.join(tmpdir(), "rilis-"));
    switchLive(staged(root, "tayang"), root);
    // No process has an id this high: a build that crashed.
    mkdirSync(path.join(root, RELEASES_DIR, "next-4194304999"));
    const running = staged(root, "sedang dibangun");
    pruneReleases(root);
    expect(existsSync(path.join(root, RELEASES_DIR, "next-4194304999"))).toBe(false);
    expect(existsSync(path.join(root, running))).toBe(true);
    expect(live(root)).toBe("tayang");
  });
});
