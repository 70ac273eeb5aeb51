import type { Page } from "@playwright/test";
import { chatUrls, expandedState, expect, hoursLine, test } from "./fixtures.ts";

test.beforeEach(async ({ visit }) => {
  await visit("/kontak");
});

test("'Hubungi Kami' with title and description naming Cisauk, Suradita, Tangerang Selatan", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hubungi Kami");
  await expect(page.getByRole("main")).toContainText(
    "Jangan ragu menghubungi kami, Ayah dan Bunda. Hubungi kami lewat WhatsApp, telepon, atau email. Ayah dan Bunda juga boleh datang langsung pada jam operasional.",
  );
  await expect(page).toHaveTitle("Kontak Kami | Daycare Cisauk");
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description).toMatch(/Cisauk/);
  expect(description).toMatch(/Suradita/);
  expect(description).toMatch(/Tangerang Selatan/);
  expect(description).toContain("lewat WhatsApp, telepon, atau email. Ayah dan Bunda juga boleh datang langsung");
});

test("four info cards: address to the map in a new tab, phone, email, and hours as plain text", async ({ page }) => {
  const cards = page.getByRole("main").getByRole("list").first().getByRole("listitem");
  await expect(cards).toHaveCount(4);
  const address = cards.nth(0).getByRole("link");
  await expect(address).toContainText("Alamat");
  await expect(address).toContainText("Suradita, Cisauk, Tangerang, Banten 15343");
  await expect(address).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\//);
  await expect(address).toHaveAttribute("target", "_blank");
  await expect(address).toHaveAttribute("rel", "noopener noreferrer");
  await expect(cards.nth(1).getByRole("link")).toHaveAttribute("href", "tel:+6281234567890");
  await expect(cards.nth(1)).toContainText("+62 812-3456-7890");
  await expect(cards.nth(2).getByRole("link")).toHaveAttribute("href", "mailto:info@daycarecisauk.id");
  await expect(cards.nth(3)).toContainText("Jam Operasional");
  await expect(cards.nth(3)).toContainText(hoursLine);
  await expect(cards.nth(3).getByRole("link")).toHaveCount(0);
});

const faq = (page: Page, question: string) => page.getByRole("group").filter({ hasText: question });

test("the FAQ answers the ratio, CCTV, registration and curriculum questions", async ({ page }) => {
  const section = page.getByRole("region", { name: "Pertanyaan yang Sering Diajukan" });
  await expect(section.getByRole("group")).toHaveCount(7);
  await expect(section).toContainText("1:3");
  await expect(section).toContainText("1:5");
  await expect(section).toContainText("CCTV");
  await expect(section).toContainText("hubungi kami lewat WhatsApp, berkunjung ke daycare");
  await expect(section).toContainText("motorik, sensorik, dan seni");
});

test("a question opens and closes on click and by keyboard, and says whether it is open", async ({ page }) => {
  const item = faq(page, "Berapa rasio pengasuh dan anak?");
  const answer = item.getByText("satu pengasuh menjaga paling banyak tiga anak (1:3)");
  const question = item.locator("summary");
  await expect(answer).toBeHidden();
  expect(await expandedState(question)).toBe(false);

  await item.getByText("Berapa rasio pengasuh dan anak?").click();
  await expect(answer).toBeVisible();
  await expect(item).toHaveAttribute("open", "");
  expect(await expandedState(question)).toBe(true);

  await item.getByText("Berapa rasio pengasuh dan anak?").focus();
  await page.keyboard.press("Enter");
  await expect(answer).toBeHidden();
  expect(await expandedState(question)).toBe(false);
});

test("the arrow turns while a question is open", async ({ page }) => {
  const item = faq(page, "Apakah kegiatan anak dipantau CCTV?");
  const arrow = item.locator("summary svg");
  await expect(arrow).toHaveCSS("rotate", "none");
  await item.getByText("Apakah kegiatan anak dipantau CCTV?").click();
  await expect(arrow).toHaveCSS("rotate", "180deg");
});

test("the map is embedded lazily with a descriptive title", async ({ page }) => {
  const map = page.getByTitle("Peta lokasi Daycare Cisauk di Suradita, Cisauk, Tangerang");
  await expect(map).toHaveAttribute("loading", "lazy");
  await expect(map).toHaveAttribute("src", /^https:\/\/maps\.google\.com\/maps\?q=.*output=embed$/);
});

test("'Jadwalkan Kunjungan' offers the visit chat in a new tab", async ({ page }) => {
  const block = page.getByRole("region", { name: "Jadwalkan Kunjungan" });
  const link = block.getByRole("link", { name: /Hubungi via WhatsApp/ });
  await expect(link).toHaveAttribute("href", chatUrls.visit);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("FAQ answers can be opened and read", async ({ page }) => {
    const item = faq(page, "Bagaimana cara mendaftar?");
    await item.getByText("Bagaimana cara mendaftar?").click();
    await expect(item.getByText("mengisi formulir pendaftaran")).toBeVisible();
  });

  test("the map is still embedded", async ({ page }) => {
    const map = page.getByTitle("Peta lokasi Daycare Cisauk di Suradita, Cisauk, Tangerang");
    await expect(map).toHaveAttribute("loading", "lazy");
    await map.scrollIntoViewIfNeeded();
    await expect(map).toBeVisible();
  });
});
