/**
 * The one way the tooling talks to GitHub's REST API (setup.ts, code-version.ts): Octokit's
 * request, each try cut off after 30 s, and tried again only when GitHub gave no answer, failed on
 * its side (5xx) or asked to slow down (a secondary rate limit). Refused is refused: any other
 * answer is final at once.
 *
 * The content repository's terbitkan.yml stays one curl call: that repository holds no code (its
 * workflow checks nothing out, so no file the staff save runs next to the token), so it has nothing
 * to import this from. The browser's client is admin/status/github.ts.
 */
import { Octokit } from "@octokit/core";

const ATTEMPTS = 3;
const TIMEOUT_MS = 30_000;
/** GitHub's own advice for a secondary rate limit without `retry-after`: wait a minute. */
const RATE_LIMIT_MS = 60_000;

export type GitHub = Octokit["request"];

interface Failure {
  response?: { status: number; headers: Record<string, string | undefined> };
  message?: string;
}

/** The status GitHub answered with; 0 when no answer came (timeout, refused connection). */
export const statusOf = (error: unknown): number => (error as Failure).response?.status ?? 0;

/** Why GitHub could not be asked, in Indonesian, for a run's red line. */
export const reason = (error: unknown): string =>
  statusOf(error) === 0 ? "tidak ada jawaban" : `GitHub menjawab ${statusOf(error)}`;

/** GitHub's answer, or null when it says there is none (404: missing, or hidden from the token). */
export const found = <T>(answer: Promise<T>): Promise<T | null> =>
  answer.catch((error: unknown) => {
    if (statusOf(error) === 404) return null;
    throw error;
  });

/** How long to wait before trying again, or null when trying again cannot help. */
function pause(error: unknown, attempt: number, pauseMs: number): number | null {
  const status = statusOf(error);
  if (status === 0 || status >= 500) return pauseMs * attempt;
  const after = Number((error as Failure).response?.headers["retry-after"]);
  const secondary =
    status === 429 || (status === 403 && /secondary rate limit/i.test((error as Failure).message ?? ""));
  if (secondary || (status === 403 && after > 0)) return after > 0 ? after * 1000 : RATE_LIMIT_MS;
  return null;
}

/** `owner/name` as Octokit's route parameters. */
export const split = (fullName: string) => {
  const [owner = "", repo = ""] = fullName.split("/");
  return { owner, repo };
};

export function gitHub(token: string, baseUrl: string, pauseMs = 2000): GitHub {
  const octokit = new Octokit({ auth: token, baseUrl, userAgent: "daycare-cisauk" });
  octokit.hook.wrap("request", async (request, options) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await request({ ...options, request: { ...options.request, signal: AbortSignal.timeout(TIMEOUT_MS) } });
      } catch (error) {
        const wait = attempt < ATTEMPTS ? pause(error, attempt, pauseMs) : null;
        if (wait === null) throw error;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  });
  return octokit.request;
}
