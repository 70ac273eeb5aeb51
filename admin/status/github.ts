/**
 * The one way /admin/status/ talks to GitHub, for the status page (./status.ts) and the undo
 * (./undo.ts) alike: GitHub's REST API for one repository, with the editor's own sign-in in this
 * browser (Sveltia CMS keeps it), never cached. An answer is given back as it came, status and
 * all; no answer at all is status 0. What each answer means to the staff is said where it is
 * asked, since a 404 on the status page and in an undo call for different words.
 */

const API = "https://api.github.com";

/** The editor's GitHub token, when the editor is signed in in this browser. */
export function editorToken(): string | undefined {
  try {
    const user = JSON.parse(localStorage.getItem("sveltia-cms.user") ?? "null") as { token?: unknown } | null;
    return typeof user?.token === "string" && user.token ? user.token : undefined;
  } catch {
    return undefined;
  }
}

export interface Answer {
  /** GitHub's status; 0 when nothing answered (offline, blocked). */
  status: number;
  body: unknown;
  /** GitHub's documented signs of its rate limit, on a 403 as on a 429. */
  rateLimited?: boolean;
}

/** One request to the repository's API (`path` after /repos/{owner}/{name}). */
export type Request = (method: "GET" | "POST" | "PATCH", path: string, body?: unknown) => Promise<Answer>;

/** GitHub's API for `repo` ("owner/name"), signed in with `token` when there is one. */
export function githubRequest(repo: string, token: string | undefined, api = API): Request {
  return async (method, path, body) => {
    let response: Response;
    try {
      response = await fetch(`${api}/repos/${repo}${path}`, {
        method,
        headers: {
          accept: "application/vnd.github+json",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        cache: "no-store",
      });
    } catch {
      return { status: 0, body: null, rateLimited: false };
    }
    const rateLimited =
      (response.status === 403 || response.status === 429) &&
      (response.headers.get("x-ratelimit-remaining") === "0" || response.headers.has("retry-after"));
    return { status: response.status, body: await response.json().catch(() => null), rateLimited };
  };
}
