import type { Page } from "@playwright/test";
import { readArticles } from "../../tooling/content/articles";
import { expect, routes, test } from "./fixtures";

/**
 * The Content-Security-Policy (tooling/hosting/headers.ts, script hashes from the
 * build) must let the site do everything it does, and nothing more.
 */

/** Records every CSP violation the page reports, from its first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

test("every page is served with the Content-Security-Policy and the other security headers", async ({
  isMobile,
  visit,
}) => {
  test.skip(isMobile, "the server answers the same at every viewport");
  for (const path of [...routes.map((route) => route.path), "/blog/1", "/tidak-ada"]) {
    const response = await visit(path);
    const headers = response!.headers();
    expect(headers["content-security-policy"], path).toMatch(/script-src 'self' 'sha256-/);
    expect(headers["content-security-policy"], path).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toMatch(/camera=\(\).*browsing-topics=\(\)/);
    expect(headers["cross-origin-resource-policy"], path).toBe("same-origin");
    expect(headers["content-security-policy"], path).toMatch(/base-uri 'none'/);
  }
});

test("the editor at /admin/ gets its own, looser policy, and no page gets it", async ({ request, isMobile }) => {
  test.skip(isMobile, "the server answers the same at every viewport");
  const editor = (await request.get("/admin/")).headers()["content-security-policy"];
  expect(editor).toMatch(/^default-src 'none'; script-src 'self' 'wasm-unsafe-eval';/);
  // One policy, not the pages' joined to it (a browser would enforce both, and the editor would not run).
  expect(editor).not.toMatch(/sha256-|,/);
  for (const path of ["/", "/tentang", "/blog/1", "/tidak-ada", "/sitemap.xml"]) {
    const policy = (await request.get(path)).headers()["content-security-policy"];
    expect(policy, path).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
    expect(policy, path).not.toContain("wasm-unsafe-eval");
  }
});

// One test per page: on two busy cores a walk through every page in one test outgrew the 30 s limit.
const policyPaths = [
  ...routes.map((route) => route.path),
  ...readArticles().articles.map((article) => `/blog/${article.id}`),
  "/blog/kategori/aktivitas",
  "/tidak-ada",
  "/blog/999",
];
for (const path of policyPaths) {
  test(`${path} keeps the policy: it hydrates with its inline CSS and switches its full stylesheet on`, async ({
    page,
    consoleErrors,
    visit,
  }) => {
    const violations = await recordViolations(page);
    await visit(path);
    // The first screen's <style> (allowed by its hash) and the stylesheet, switched on by the page's own script.
    await expect(page.locator("head > style")).toHaveCount(1);
    await page.waitForFunction(
      () => document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href^="/assets/"]')?.media === "all",
    );
    expect(await violations()).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test("nothing the pages do breaks the policy: the dialog opens, the map loads, a link is copied", async ({
  page,
  context,
  consoleErrors,
  visit,
}) => {
  const violations = await recordViolations(page);
  await visit("/program");
  await page.getByRole("button", { name: "Daftar Sekarang" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  // The recorder starts afresh with every page load: read it before leaving.
  expect(await violations(), "/program").toEqual([]);

  await visit("/kontak");
  const map = page.getByTitle(/Peta lokasi/);
  await map.scrollIntoViewIfNeeded();
  await expect(map).toBeVisible();
  await expect.poll(() => map.evaluate((frame: HTMLIFrameElement) => frame.contentDocument === null)).toBe(true);
  expect(await violations(), "/kontak").toEqual([]);

  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await visit("/blog/2");
  await page.getByRole("button", { name: "Salin tautan" }).click();
  await expect(page.getByRole("status")).toContainText("Tautan disalin");
  expect(await violations(), "/blog/2").toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("the policy really blocks what it does not allow", async ({ page, isMobile, visit }) => {
  test.skip(isMobile, "the policy is the same at every viewport");
  const violations = await recordViolations(page);
  await visit("/");
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
  });
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  expect((await violations()).join()).toMatch(/script-src/);
});
