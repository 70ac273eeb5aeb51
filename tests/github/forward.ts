import type { BrowserContext, Page } from "@playwright/test";

/**
 * The browser's calls to api.github.com, answered by the stand-in at `base`; `before` runs first
 * on every call (a status world brought up to date).
 */
export async function forwardGitHubApi(target: Page | BrowserContext, base: string, before?: () => void) {
  let ended = false;
  (target as Page).once("close", () => (ended = true));
  await target.route("https://api.github.com/**", async (route) => {
    before?.();
    const url = new URL(route.request().url());
    try {
      await route.fulfill({ response: await route.fetch({ url: `${base}${url.pathname}${url.search}` }) });
    } catch (error) {
      // A page or context that has shown what its test looks for ends while its other calls are on
      // their way: their answer has nowhere to go, and the stand-in that goes with it may have
      // stopped answering (a refused connection). Closing, Playwright may report it before its
      // close event ("Failed to find browser context"). Anything else is a failure of the test.
      if (!ended && !/disposed|closed|failed to find browser context/i.test((error as Error).message)) throw error;
    }
  });
}

/** The editor asks GitHub's status page whether GitHub works: it answers that it does, as it would online. */
export async function answerGitHubStatus(target: Page | BrowserContext): Promise<void> {
  await target.route("https://www.githubstatus.com/**", (route) =>
    route.fulfill({ json: { status: { indicator: "none" } } }),
  );
}
