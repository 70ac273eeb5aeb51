/**
 * The publishing workflow's guard (docs/deploy.md, "An editor account can
 * only change content"): a change to anything but the staff's content is
 * published only when it came through a pull request that was merged into the
 * branch by someone with **admin** permission on the repository, the
 * technical maintainer. Staff have write permission: a save in the editor, or
 * a stolen editor session, can change content, and can even open and merge a
 * pull request, but it cannot put code, packages or tooling online. One
 * maintainer is enough: nobody else has to approve.
 *
 * Fails closed: an error from GitHub's API is a refusal, never a pass. Only
 * Node's own modules here: the workflow runs this file as it was at the last
 * publication.
 */
import { isContent } from "./changes.ts";

export interface Commit {
  sha: string;
  /** The files it changed against its first parent. */
  files: string[];
}

/** What GitHub's API says of a pull request ("Get a pull request"). */
export interface PullRequest {
  number: number;
  merged_at: string | null;
  merged_by: { login: string } | null;
  base: { ref: string };
}

export interface GitHub {
  /** The numbers of the pull requests that hold a commit ("List pull requests associated with a commit"). */
  pullsOf(sha: string): Promise<number[]>;
  pull(number: number): Promise<PullRequest>;
  /** "admin", "maintain", "write", "triage", "read" or "none" ("Get repository permissions for a user"). */
  permissionOf(login: string): Promise<string>;
}

/** Only the repository's admins publish code: the maintainer, not the staff's write role. */
export const PUBLISHES_CODE = "admin";

function shown(files: readonly string[]): string {
  return files.slice(0, 5).join(", ") + (files.length > 5 ? `, dan ${files.length - 5} lainnya` : "");
}

/**
 * The commits that change something other than content and were not merged
 * into `branch` by an admin, each with why. Empty: everything may be published.
 * Throws when GitHub cannot be asked: the caller refuses then.
 */
export async function unreviewed(
  commits: readonly Commit[],
  branch: string,
  github: GitHub,
  /**
   * The files that differ between the last publication and now. A change of
   * code undone later (the file is as it was published) is not asked about:
   * otherwise one refused save would block every publication until the
   * history was rewritten.
   */
  changedSince?: ReadonlySet<string>,
): Promise<string[]> {
  const found: string[] = [];
  const admins = new Map<string, boolean>();
  const isAdmin = async (login: string) => {
    if (!admins.has(login)) admins.set(login, (await github.permissionOf(login)) === PUBLISHES_CODE);
    return admins.get(login)!;
  };
  for (const commit of commits) {
    const code = commit.files.filter((file) => !isContent(file) && (!changedSince || changedSince.has(file)));
    if (code.length === 0) continue;
    const merged: PullRequest[] = [];
    for (const number of await github.pullsOf(commit.sha)) {
      const pull = await github.pull(number);
      if (pull.merged_at !== null && pull.base.ref === branch) merged.push(pull);
    }
    let byAdmin = false;
    for (const pull of merged) if (pull.merged_by && (await isAdmin(pull.merged_by.login))) byAdmin = true;
    if (!byAdmin)
      found.push(
        `${commit.sha.slice(0, 7)} mengubah ${shown(code)} ${
          merged.length === 0
            ? "tanpa pull request"
            : "lewat pull request yang tidak digabungkan (merge) oleh admin repositori"
        }`,
      );
  }
  return found;
}

/** Whether `login` may publish without a last publication to compare with (the first one, or after a rewrite). */
export async function mayStartOver(login: string, github: GitHub): Promise<string[]> {
  if (!login) return ["tidak diketahui siapa yang menjalankan penerbitan ini"];
  const permission = await github.permissionOf(login);
  return permission === PUBLISHES_CODE
    ? []
    : [
        `belum ada terbitan sebelumnya untuk dibandingkan, dan ${login} bukan admin repositori (izinnya: ${permission}): terbitan pertama dijalankan oleh pengelola teknis`,
      ];
}

/** GitHub's API, read with the workflow's token. Any answer but 2xx is an error. */
export function githubApi(env: NodeJS.ProcessEnv): GitHub {
  const api = `${env.GITHUB_API_URL ?? "https://api.github.com"}/repos/${env.GITHUB_REPOSITORY}`;
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${api}${path}`, {
      headers: {
        accept: "application/vnd.github+json",
        ...(env.GITHUB_TOKEN ? { authorization: `Bearer ${env.GITHUB_TOKEN}` } : {}),
      },
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok) throw new Error(`GitHub menjawab ${response.status} untuk ${path}`);
    return (await response.json()) as T;
  };
  return {
    pullsOf: async (sha) =>
      (await get<{ number: number }[]>(`/commits/${sha}/pulls?per_page=100`)).map((p) => p.number),
    pull: (number) => get<PullRequest>(`/pulls/${number}`),
    permissionOf: async (login) =>
      (await get<{ permission: string }>(`/collaborators/${encodeURIComponent(login)}/permission`)).permission,
  };
}
