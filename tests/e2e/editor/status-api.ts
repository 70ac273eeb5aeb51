import type { Page } from "@playwright/test";
import { forwardGitHubApi } from "../../github/forward.ts";
import { CODE, CONTENT, standInWorld, type StandInWorld, type World } from "../../github/status-world.ts";

/**
 * /admin/status/ in a browser whose GitHub is the stand-in
 * (tests/github/stand-in.ts) holding a world (tests/github/status-world.ts);
 * what comes from the site itself (the editor's config.json, terbitan.json)
 * is answered here. Used by tests/e2e/editor/status-page.spec.ts and the guide's
 * pictures (tests/guide/screenshots.spec.ts).
 */

export { annotation, CODE, CONTENT, run, save, trigger, undo, type World } from "../../github/status-world.ts";

/**
 * The editor's configuration names the content repository, the site's
 * terbitan.json the code repository and what is online; GitHub's API is the
 * stand-in's, its runs brought up to `world()` before each request (its saves
 * are committed once). `signedIn`: the editor's sign-in in this browser.
 * Gives the stand-in (each save's commit by number, the member of staff);
 * it goes with the page.
 */
export async function github(page: Page, world: () => World, signedIn = true): Promise<StandInWorld> {
  const github = await standInWorld(world());
  page.once("close", () => void github.dispose());
  if (signedIn)
    await page.addInitScript(
      (token) => localStorage.setItem("sveltia-cms.user", JSON.stringify({ token })),
      github.staff.token,
    );
  // The build's own editor configuration (its names for every entry), pointing at the content repository.
  await page.route("**/admin/config.json", async (route) => {
    const config = await (await route.fetch()).json();
    await route.fulfill({ json: { ...config, backend: { ...config.backend, repo: CONTENT, branch: "main" } } });
  });
  await page.route("**/admin/status/terbitan.json", (route) => {
    const { live, heldBack, warnings } = world();
    return route.fulfill({
      json: {
        contentRepo: CONTENT,
        branch: "main",
        codeRepo: CODE,
        contentCommit: live ? github.sha(live.save) : null,
        run: live ? String(live.run) : null,
        ...(heldBack && {
          heldBack: heldBack.map(({ file, saves, shown, problems }) => ({
            file,
            saves: saves.map(github.sha),
            madeBy: github.sha(saves.at(-1)!),
            shown: shown === null ? null : github.sha(shown),
            problems,
          })),
        }),
        ...(warnings && { warnings }),
      },
    });
  });
  await forwardGitHubApi(page, github.github.url, () => github.sync(world()));
  return github;
}
