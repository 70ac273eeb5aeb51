import { existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";

/**
 * All or nothing: the build writes into a folder of its own, and `build`
 * (what `npm start`, the nginx test server and the hosts serve) is switched
 * to it in one step, only once every step succeeded. `build` is a symbolic
 * link to the current release in `.build/`; replacing a link by `rename` is
 * atomic, so a reader sees the old site or the new one, never a mix, and a
 * failed build leaves the old one exactly as it was.
 */

/** The folder everyone serves: always a complete build. */
export const LIVE_DIR = "build";
/** Releases and builds in progress; only the current release is kept. */
export const RELEASES_DIR = ".build";
const STAGING_PREFIX = "next-";

/**
 * Where this build process writes, relative to the project: Astro's output
 * goes to its `client/` folder. Leftovers of builds that crashed or were
 * stopped go first, so a release folder never outlives the next build.
 */
export function stagingDirectory(root = process.cwd(), pid = process.pid): string {
  pruneReleases(root);
  return path.join(RELEASES_DIR, `${STAGING_PREFIX}${pid}`);
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** Removes releases that are not live and builds whose process has ended (a crash, a Ctrl+C). */
export function pruneReleases(root = process.cwd()): void {
  const dir = path.join(root, RELEASES_DIR);
  if (!existsSync(dir)) return;
  const live = path.join(root, LIVE_DIR);
  // The release `build` points to, as a name inside RELEASES_DIR, if any.
  const current = existsSync(live) && lstatSync(live).isSymbolicLink() ? path.basename(readlinkSync(live)) : null;
  for (const name of readdirSync(dir)) {
    if (name === current) continue;
    if (name.startsWith(STAGING_PREFIX) && isAlive(Number(name.slice(STAGING_PREFIX.length)))) continue;
    rmSync(path.join(dir, name), { recursive: true, force: true });
  }
}

/** How many builds this process has switched live: two in one millisecond (the tests) still get two names. */
let switched = 0;

/** The switch: makes a finished build the live one, in one step, and removes the previous one. */
export function switchLive(staging: string, root = process.cwd()): void {
  const releases = path.join(root, RELEASES_DIR);
  mkdirSync(releases, { recursive: true });
  const name = `${new Date().toISOString().replace(/[-:.]/g, "")}-${process.pid}-${++switched}`;
  renameSync(path.resolve(root, staging), path.join(releases, name));

  const live = path.join(root, LIVE_DIR);
  // A `build` folder from before this scheme (or made by hand) is moved aside once.
  if (existsSync(live) && !lstatSync(live).isSymbolicLink()) renameSync(live, path.join(releases, `previous-${name}`));
  const link = path.join(releases, `link-${process.pid}`);
  rmSync(link, { force: true });
  // Relative, so the project folder can be moved or mounted elsewhere.
  symlinkSync(path.join(RELEASES_DIR, name), link, "dir");
  renameSync(link, live);
  pruneReleases(root);
}
