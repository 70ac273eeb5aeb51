import { describe, expect, it } from "vitest";
import {
  checkAdminToken,
  checkStaff,
  expiryNote,
  parseTokenExpiration,
  RENEW_WITHIN_DAYS,
  scopesOf,
  tokenKind,
} from "./credentials.ts";
import { type GitHub, GitHubError } from "../publish/github.ts";

const NOW = new Date("2026-06-01T00:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

describe("GitHub's headers, read", () => {
  it("reads the expiry in UTC and with the owner's offset, as GitHub writes both", () => {
    expect(parseTokenExpiration("2027-12-05 03:00:00 UTC")).toEqual(new Date("2027-12-05T03:00:00Z"));
    expect(parseTokenExpiration("2027-12-05 10:00:00 +0700")).toEqual(new Date("2027-12-05T03:00:00Z"));
    expect(parseTokenExpiration("2027-12-05T03:00:00Z")).toBeNull();
    expect(parseTokenExpiration("besok")).toBeNull();
  });

  it("tells no scopes (a fine-grained token) from empty ones (a classic token without any)", () => {
    expect(scopesOf("repo, workflow, read:org")).toEqual(["repo", "workflow", "read:org"]);
    expect(scopesOf("")).toEqual([]);
    expect(scopesOf(undefined)).toBeNull();
  });

  it("names a token's kind by its prefix and shows nothing more of it", () => {
    expect(tokenKind("github_pat_11ABCDEFG_rahasia")).toMatch(/^a fine-grained token \(github_pat_…\)$/);
    expect(tokenKind("ghp_rahasia")).toMatch(/classic/);
    expect(tokenKind("gho_rahasia")).toMatch(/gh auth token/);
    for (const token of ["github_pat_11ABCDEFG_rahasia", "ghp_rahasia", "rahasia"])
      expect(tokenKind(token)).not.toContain("rahasia");
  });
});

describe("expiryNote", () => {
  const renew = "Regenerate token";

  it("a token without an expiry never expires", () => {
    expect(expiryNote(undefined, null, NOW, renew)).toEqual({ soon: false, text: "never expires" });
  });

  it("a distant expiry: its day as written, the days left, and how to renew before then", () => {
    const written = "2027-06-01 10:00:00 +0700";
    expect(expiryNote(written, parseTokenExpiration(written), NOW, renew)).toEqual({
      soon: false,
      text: "expires 2027-06-01 (in 365 days): renew it before then: Regenerate token",
    });
  });

  it(`within ${RENEW_WITHIN_DAYS} days, or past: renew it now`, () => {
    const soon = new Date(NOW.getTime() + (RENEW_WITHIN_DAYS - 1) * DAY);
    expect(expiryNote("2026-06-07 00:00:00 UTC", soon, NOW, renew)).toEqual({
      soon: true,
      text: `expires 2026-06-07, in ${RENEW_WITHIN_DAYS - 1} day(s): renew it now: Regenerate token`,
    });
    expect(expiryNote("2026-05-01 00:00:00 UTC", new Date("2026-05-01T00:00:00Z"), NOW, renew).text).toMatch(
      /in 0 day\(s\): renew it now/,
    );
    const later = new Date(NOW.getTime() + RENEW_WITHIN_DAYS * DAY);
    expect(expiryNote("2026-06-08 00:00:00 UTC", later, NOW, renew).soon).toBe(false);
  });

  it("an expiry it cannot read is quoted, not taken for never", () => {
    expect(expiryNote("Dec 5", null, NOW, renew)).toEqual({
      soon: false,
      text: 'expires "Dec 5" (as given; not a form this check reads): Regenerate token',
    });
  });
});

/**
 * GitHub answers, as documented, where the rehearsal's stand-in (tests/github/stand-in.ts) answers
 * otherwise: a fine-grained token's GET /user is 200 without x-oauth-scopes (the stand-in refuses
 * it), and an unknown login is 404 (the stand-in calls every unknown account an organisation).
 */
const answering = (answer: (route: string, parameters: Record<string, unknown>) => unknown) =>
  (async (route: string, parameters: Record<string, unknown> = {}) => answer(route, parameters)) as unknown as GitHub;

describe("GitHub's answers the stand-in does not give", () => {
  it("a fine-grained admin token: missing, says GitHub shows nothing of its rights and what to give instead", async () => {
    const request = answering(() => ({ status: 200, data: { login: "pengelola" }, headers: {} }));
    const line = await checkAdminToken({ request, token: "github_pat_11AAA_rahasia" }, NOW);
    expect(line).toMatchObject({ status: "missing", what: "your GitHub token (GITHUB_TOKEN)" });
    expect(line.detail).toMatch(/^a fine-grained token \(github_pat_…\): GitHub names no scopes/);
    expect(line.detail).toContain("https://github.com/settings/tokens/new?scopes=repo,workflow");
    expect(line.detail).not.toContain("rahasia");
  });

  it("a login GitHub does not know: missing, with the profile address to check", async () => {
    const request = answering((_, { username }) => {
      if (username === "bunda-sary") throw new GitHubError({ status: 404, headers: {} });
      return { status: 200, data: { login: username, type: "User" }, headers: {} };
    });
    const lines = await checkStaff({ request, token: "ghp_rahasia" }, ["bunda-sari", "bunda-sary"]);
    expect(lines).toEqual([
      { status: "ok", what: "staff bunda-sari", detail: "a GitHub account (https://github.com/bunda-sari)" },
      {
        status: "missing",
        what: "staff bunda-sary",
        detail: "no GitHub account has this login (https://github.com/bunda-sary shows no one): ask them for theirs",
      },
    ]);
  });
});
