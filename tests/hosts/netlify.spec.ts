import path from "node:path";
import { readNetlifyRules } from "../fixtures/netlify.ts";
import { expect, test } from "./hosts.ts";

test("Netlify's own parsers accept the build's _headers and _redirects and the repository's netlify.toml", async () => {
  const rules = await readNetlifyRules(path.resolve("build/client"), path.resolve("netlify.toml"));
  expect(rules.errors).toEqual([]);
  expect(rules.headers.map((rule) => rule.for)).toContain("/*");
  expect(rules.headers.some((rule) => rule.for.startsWith("/admin"))).toBe(true);
  expect(rules.redirects.length).toBeGreaterThan(0);
});
