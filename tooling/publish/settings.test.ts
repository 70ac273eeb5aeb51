import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { configurationProblems, presence, SETTINGS, settingsFor, TARGETS } from "./settings.ts";

const complete = {
  GITHUB_REF: "refs/heads/main",
  PUBLISH_TO: "cloudflare",
  SITE_URL: "https://rumahceria.sch.id",
  CMS_AUTH_URL: "https://masuk.rumahceria.workers.dev",
  CLOUDFLARE_ACCOUNT_ID: "0123456789abcdef0123456789abcdef",
  HAS_CLOUDFLARE_API_TOKEN: "true",
};

describe("the publishing settings the workflow's first step checks", () => {
  it("passes a complete configuration", () => {
    expect(configurationProblems(complete)).toEqual([]);
  });

  it.each([
    [{ PUBLISH_TO: "" }, "PUBLISH_TO", /^belum diatur: isi salah satu dari cloudflare, github-pages, branch, nginx/],
    [{ PUBLISH_TO: "Cloudflare" }, "PUBLISH_TO", /^"Cloudflare" tidak dikenal/],
    [{ PUBLISH_TO: "netlify" }, "PUBLISH_TO", /tidak dikenal/],
    [{ SITE_URL: "" }, "SITE_URL", /^belum diatur/],
    [{ SITE_URL: "http://rumahceria.sch.id" }, "SITE_URL", /harus diawali https:\/\//],
    [{ SITE_URL: "rumahceria.sch.id" }, "SITE_URL", /bukan alamat web/],
    [{ CMS_AUTH_URL: "" }, "CMS_AUTH_URL", /^belum diatur/],
    [{ CLOUDFLARE_ACCOUNT_ID: "akun-saya" }, "CLOUDFLARE_ACCOUNT_ID", /32 karakter/],
    [{ HAS_CLOUDFLARE_API_TOKEN: "false" }, "CLOUDFLARE_API_TOKEN", /^belum diisi/],
    [{ GITHUB_REF: "refs/heads/coba" }, "cabang", /hanya cabang main yang diterbitkan/],
  ])("refuses %j, naming %s", (change, name, message) => {
    const problems = configurationProblems({ ...complete, ...change });
    expect(problems).toContainEqual({ name, message: expect.stringMatching(message) });
  });

  it("lists every missing setting of a target at once", () => {
    expect(configurationProblems({ PUBLISH_TO: "nginx" }).map((problem) => problem.name)).toEqual([
      "SITE_URL",
      "CMS_AUTH_URL",
      "DEPLOY_SSH_TARGET",
      "DEPLOY_KNOWN_HOSTS",
      "DEPLOY_SSH_KEY",
    ]);
  });

  it("allows Netlify's own sign-in only when it is named", () => {
    expect(
      configurationProblems({ ...complete, PUBLISH_TO: "branch", CMS_AUTH_URL: "https://api.netlify.com" }),
    ).toEqual([]);
  });
});

describe("publish.yml gives the first step what the list names", () => {
  const workflow = parse(
    readFileSync(path.resolve(import.meta.dirname, "../../.github/workflows/publish.yml"), "utf8"),
  );
  const test = workflow.jobs.test;
  const step = test.steps.find((each: { run?: string }) => each.run === "node tooling/publish/settings.ts");
  const env = { ...test.env, ...step.env };

  it.each(SETTINGS.map((setting) => [setting.name, setting]))("%s", (name, setting) => {
    if (setting.kind === "secret") expect(env[presence(name)]).toBe(`\${{ secrets.${name} != '' }}`);
    else expect(env[name]).toBe(`\${{ vars.${name} }}`);
  });

  it("never hands a secret's value to the step", () => {
    expect(JSON.stringify(env)).not.toMatch(/secrets\.\w+ }}/);
  });

  it("every target has a publishing job that reads exactly its settings", () => {
    for (const target of TARGETS) {
      const job = workflow.jobs[target];
      expect(job.if, target).toBe(`github.ref == 'refs/heads/main' && vars.PUBLISH_TO == '${target}'`);
      const reads = new Set(
        JSON.stringify(job)
          .match(/(?:vars|secrets)\.[A-Z_]+/g)
          ?.map((ref) => ref.split(".")[1]),
      );
      reads.delete("PUBLISH_TO");
      reads.delete("SITE_URL");
      const needs = settingsFor(target)
        .map((setting) => setting.name)
        .filter((name) => !["PUBLISH_TO", "SITE_URL", "CMS_AUTH_URL"].includes(name));
      expect([...reads].sort(), target).toEqual(needs.sort());
    }
  });
});
