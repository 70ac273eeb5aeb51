import { describe, expect, it } from "vitest";
import {
  asString,
  evaluate,
  evaluateExpression,
  evaluateMap,
  loadWorkflow,
  statusFunctions,
  truthy,
} from "./workflow.ts";

const ok = statusFunctions({ success: true, failure: false, cancelled: false });
const failed = statusFunctions({ success: false, failure: true, cancelled: false });

describe("publish.yml as GitHub reads it", async () => {
  const workflow = await loadWorkflow(".github/workflows/publish.yml");
  const job = (id: string) => workflow.jobs.find((each) => each.id === id)!;

  it("has no error for GitHub's parser, and one publication at a time", () => {
    expect(workflow.jobs.map((each) => each.id)).toEqual(["test", "cloudflare", "github-pages", "branch", "nginx"]);
    expect(workflow.concurrency).toEqual({ group: "publish", cancelInProgress: false });
  });

  it("a publishing job runs only for main, after the tests passed, for its own PUBLISH_TO", () => {
    const runs = (vars: Record<string, string>, ref: string, status = ok) =>
      truthy(evaluateExpression(job("nginx").if, { github: { ref }, vars }, status));
    expect(runs({ PUBLISH_TO: "nginx" }, "refs/heads/main")).toBe(true);
    expect(runs({ PUBLISH_TO: "nginx" }, "refs/heads/coba")).toBe(false);
    expect(runs({ PUBLISH_TO: "cloudflare" }, "refs/heads/main")).toBe(false);
    expect(runs({}, "refs/heads/main")).toBe(false);
    expect(runs({ PUBLISH_TO: "nginx" }, "refs/heads/main", failed)).toBe(false);
  });

  it("the first step learns whether a secret is set, never its value", () => {
    const step = job("test").steps.find(
      (each) => each.name && asString(evaluate(each.name, {}, ok)).startsWith("Periksa pengaturan"),
    )!;
    const env = evaluateMap(
      step.env!,
      { vars: { PUBLISH_TO: "nginx" }, secrets: { DEPLOY_SSH_KEY: "-----BEGIN KEY" } },
      ok,
    );
    expect(env).toMatchObject({ PUBLISH_TO: "nginx", HAS_DEPLOY_SSH_KEY: "true", HAS_CLOUDFLARE_API_TOKEN: "false" });
    expect(JSON.stringify(env)).not.toContain("BEGIN KEY");
  });

  it("unescapes every '' of a script that holds an expression, as GitHub's runner does", () => {
    // @actions/expressions 0.3.61 alone unescapes only the first one (workflow.ts works around it).
    const step = job("branch").steps.find((each) => each.run)!;
    const script = asString(evaluate(step.run!, { vars: { SITE_URL: "https://contoh.id" }, github: {} }, ok));
    expect(script).toContain(`sed -e '/^  command = /d' -e 's#^  publish = .*#  publish = "site"#' repo/netlify.toml`);
    expect(script).toContain(`auth=$(printf 'x-access-token:%s' "$GITHUB_TOKEN" | base64 -w0)`);
    expect(script).toContain("host menerbitkannya di https://contoh.id");
    expect(script).not.toContain("''");
  });
});
