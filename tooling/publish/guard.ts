/**
 * The publishing workflow's guard (docs/deploy.md, "An editor account can
 * only change content"): a change to anything but the staff's content is
 * published only when it came through a pull request that someone other
 * than its author approved and that was merged into the branch. A save in
 * the editor, or a stolen editor session, can change content; it cannot put
 * code, packages or tooling online. Only Node's own modules here: the
 * workflow runs this file as it was at the last publication.
 */
import { isContent } from "./changes.ts";

export interface Commit {
  sha: string;
  /** The files it changed against its first parent. */
  files: string[];
}

/** What GitHub's API says of a pull request that holds a commit ("List pull requests associated with a commit"). */
export interface PullRequest {
  number: number;
  merged_at: string | null;
  base: { ref: string };
  user: { login: string } | null;
}

export interface Review {
  state: string;
  user: { login: string } | null;
  author_association: string;
}

export interface Reviews {
  pullsOf(sha: string): Promise<PullRequest[]>;
  reviewsOf(pull: number): Promise<Review[]>;
}

/** People who may approve a change to the code: the repository's owner, members and collaborators. */
const MAY_APPROVE = new Set(["OWNER", "MEMBER", "COLLABORATOR"]);

/**
 * The commits that change something other than content and did not come
 * through an approved, merged pull request into `branch`, each with why.
 * Empty: everything may be published.
 */
export async function unreviewed(commits: readonly Commit[], branch: string, github: Reviews): Promise<string[]> {
  const found: string[] = [];
  for (const commit of commits) {
    const code = commit.files.filter((file) => !isContent(file));
    if (code.length === 0) continue;
    const merged = (await github.pullsOf(commit.sha)).filter(
      (pull) => pull.merged_at !== null && pull.base.ref === branch,
    );
    let approved = false;
    for (const pull of merged) {
      const reviews = await github.reviewsOf(pull.number);
      approved ||= reviews.some(
        (review) =>
          review.state === "APPROVED" &&
          review.user?.login !== pull.user?.login &&
          MAY_APPROVE.has(review.author_association),
      );
    }
    if (!approved) {
      const shown = code.slice(0, 5).join(", ") + (code.length > 5 ? `, dan ${code.length - 5} lainnya` : "");
      found.push(
        `${commit.sha.slice(0, 7)} mengubah ${shown} ${
          merged.length === 0
            ? "tanpa pull request"
            : "lewat pull request yang tidak disetujui orang lain selain pembuatnya"
        }`,
      );
    }
  }
  return found;
}

/** GitHub's API, read with the workflow's token. */
export function githubReviews(env: NodeJS.ProcessEnv): Reviews {
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
    pullsOf: (sha) => get<PullRequest[]>(`/commits/${sha}/pulls`),
    reviewsOf: (pull) => get<Review[]>(`/pulls/${pull}/reviews?per_page=100`),
  };
}
