import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, routes, test } from "./fixtures";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function violations(page: Page) {
  // Let entrance animations finish so colours are measured as people see them.
  await page.waitForTimeout(1200);
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

const pages = [...routes.map((route) => route.path), "/blog/1", "/blog/999", "/halaman-tidak-ada"];

for (const path of pages) {
  test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(path);
    expect(await violations(page)).toEqual([]);
  });
}

test("the open registration dialog has no WCAG 2.2 AA violations", async ({ page }) => {
  await page.goto("/program");
  await page.getByRole("button", { name: "Daftar Trial" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("the open phone menu has no WCAG 2.2 AA violations", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the menu button is for small screens");
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  expect(await violations(page)).toEqual([]);
});
