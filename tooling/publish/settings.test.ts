import { describe, expect, it } from "vitest";
import { configurationProblems } from "./settings.ts";

const complete = {
  GITHUB_REF: "refs/heads/main",
  CONTENT_REPO: "rumahceria/situs-konten",
  HAS_CONTENT_DEPLOY_KEY: "true",
  SITE_URL: "https://rumahceria.sch.id",
  CLOUDFLARE_ACCOUNT_ID: "0123456789abcdef0123456789abcdef",
  HAS_CLOUDFLARE_API_TOKEN: "true",
};

describe("the publishing settings the workflow's first step checks", () => {
  it("passes a complete configuration", () => {
    expect(configurationProblems(complete)).toEqual([]);
  });

  it.each([
    [{ CONTENT_REPO: "" }, "CONTENT_REPO", /^belum diatur/],
    [{ CONTENT_REPO: "https://github.com/rumahceria/situs-konten" }, "CONTENT_REPO", /pemilik\/nama repositori/],
    [{ HAS_CONTENT_DEPLOY_KEY: "false" }, "CONTENT_DEPLOY_KEY", /^belum diisi/],
    [{ SITE_URL: "" }, "SITE_URL", /^belum diatur/],
    [{ SITE_URL: "http://rumahceria.sch.id" }, "SITE_URL", /harus diawali https:\/\//],
    [{ SITE_URL: "rumahceria.sch.id" }, "SITE_URL", /bukan alamat web/],
    [{ CLOUDFLARE_ACCOUNT_ID: "akun-saya" }, "CLOUDFLARE_ACCOUNT_ID", /32 karakter/],
    [{ HAS_CLOUDFLARE_API_TOKEN: "false" }, "CLOUDFLARE_API_TOKEN", /^belum diisi/],
    [{ GITHUB_REF: "refs/heads/coba" }, "cabang", /hanya cabang main yang diterbitkan/],
  ])("refuses %j, naming %s", (change, name, message) => {
    const problems = configurationProblems({ ...complete, ...change });
    expect(problems).toContainEqual({ name, message: expect.stringMatching(message) });
  });

  it("lists every missing setting at once", () => {
    expect(configurationProblems({}).map((problem) => problem.name)).toEqual([
      "CONTENT_REPO",
      "CONTENT_DEPLOY_KEY",
      "SITE_URL",
      "CLOUDFLARE_ACCOUNT_ID",
      "CLOUDFLARE_API_TOKEN",
    ]);
  });
});
