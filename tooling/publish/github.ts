/**
 * The one way the tooling talks to GitHub's REST API: each request cut off after 30 s, and three
 * tries when GitHub gave no answer, failed on its side (5xx) or asked to slow down (429, a secondary
 * rate limit). Any other refusal is final at once. setup.ts asks through Octokit (`gitHub`), whose
 * own plugins retry (@octokit/plugin-retry) and keep to GitHub's pace (@octokit/plugin-throttling:
 * one write at a time, a second apart, as GitHub asks of integrations). code-version.ts asks through
 * `get`, plain fetch with a retry of our own, because the publishing run asks which path to take
 * before `npm ci`, when no package is installed. This module loads none until `gitHub` is called.
 *
 * The content repository's terbitkan.yml stays one curl call: that repository holds no code (its
 * workflow checks nothing out, so no file the staff save runs next to the token), so there is
 * nothing to import this from. The browser's own small client is admin/status/github.ts.
 */
import type { Octokit } from "@octokit/core";

export type GitHub = Octokit["request"];

/** GitHub's refusal, shaped like Octokit's so that one `statusOf` reads both. */
export class GitHubError extends Error {
  readonly response: { status: number; headers: Record<string, string | undefined> };
  constructor(response: GitHubError["response"]) {
    super(`GitHub menjawab ${response.status}`);
    this.response = response;
  }
}

/** The status GitHub answered with; 0 when no answer came (a timeout, a refused connection). */
export const statusOf = (error: unknown): number => (error as Partial<GitHubError>).response?.status ?? 0;

/** Why GitHub could not be asked, in Indonesian, for a run's red line. */
export const reason = (error: unknown): string =>
  statusOf(error) ? `GitHub menjawab ${statusOf(error)}` : "tidak ada jawaban";

/** GitHub's answer, or null when it says there is none (404: missing, or hidden from the token). */
export const found = <T>(answer: Promise<T>): Promise<T | null> =>
  answer.catch((error: unknown) => (statusOf(error) === 404 ? null : Promise.reject(error)));

/** `owner/name` as a route's parameters. */
export const split = (fullName: string) => ({ owner: fullName.split("/")[0]!, repo: fullName.split("/")[1] ?? "" });

/**
 * How long to wait before the next try, or null when another cannot help. Only for `get`, which runs
 * before `npm ci`: `gitHub` leaves it to Octokit's plugins.
 */
function pause(error: unknown, attempt: number, pauseMs: number): number | null {
  const { status = 0, headers = {} } = (error as Partial<GitHubError>).response ?? {};
  if (status === 0 || status >= 500) return pauseMs * attempt;
  const secondary = status === 429 || (status === 403 && /secondary rate limit/i.test(`${(error as Error).message}`));
  // GitHub says how long in retry-after; without it, its advice is a minute.
  return secondary || (status === 403 && headers["retry-after"]) ? Number(headers["retry-after"] ?? 60) * 1000 : null;
}

async function withTries<T>(request: (signal: AbortSignal) => Promise<T>, pauseMs: number): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await request(AbortSignal.timeout(30_000));
    } catch (error) {
      const wait = attempt < 3 ? pause(error, attempt, pauseMs) : null;
      if (wait === null) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/**
 * Every refusal is final for the retry: asking again cannot change GitHub's mind. A rate limit (403 or
 * 429, saying so) is the throttling's to wait out, after the time GitHub names: the two never both ask again.
 */
const FINAL = Array.from({ length: 100 }, (_, index) => 400 + index);

/** Octokit's request with the token; `secondMs` is how long a second of waiting lasts (0 in tests). */
export async function gitHub(token: string, baseUrl: string, secondMs = 1000): Promise<GitHub> {
  const [{ Octokit }, { retry }, { throttling }] = await Promise.all([
    import("@octokit/core"),
    import("@octokit/plugin-retry"),
    import("@octokit/plugin-throttling"),
  ]);
  // A rate limit hit twice over is said, not waited out again: the third answer is final, as for any failure.
  const againUnlessThird = (_after: number, _options: object, _octokit: object, retryCount: number) => retryCount < 2;
  const octokit = new (Octokit.plugin(retry, throttling))({
    auth: token,
    baseUrl,
    userAgent: "daycare-cisauk",
    // Three tries in all, 1 and 4 s apart.
    retry: { retries: 2, doNotRetry: FINAL, retryAfterBaseValue: secondMs },
    throttle: { onRateLimit: againUnlessThird, onSecondaryRateLimit: againUnlessThird, retryAfterBaseValue: secondMs },
  });
  octokit.hook.before("request", (options) => {
    options.request = { ...options.request, signal: AbortSignal.timeout(30_000) };
  });
  return octokit.request;
}

/** GitHub's JSON answer to GET `url`, without Octokit. */
export const get = <T>(token: string, url: string, pauseMs = 2000): Promise<T> =>
  withTries(async (signal) => {
    const response = await fetch(url, {
      headers: {
        accept: "application/vnd.github+json",
        authorization: `Bearer ${token}`,
        "x-github-api-version": "2022-11-28",
      },
      signal,
    });
    if (!response.ok) throw new GitHubError({ status: response.status, headers: Object.fromEntries(response.headers) });
    return (await response.json()) as T;
  }, pauseMs);
