import type { Page } from "@playwright/test";
import { chatUrls, expandedState, expect, hoursLine, settledScrollY, test } from "../fixtures.ts";

test.use({ samePage: true });

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

const mapTitle = "Peta lokasi Daycare Cisauk di Suradita, Cisauk, Tangerang";
const embedUrl = /^https:\/\/maps\.google\.com\/maps\?q=.*output=embed$/;
/** The link inside the map's frame that asks for the interactive map. */
const showMap = (page: Page) =>
  page.getByTitle(mapTitle).contentFrame().getByRole("link", { name: "Tampilkan peta interaktif" });

test.describe("the map", () => {
  // Google's page answers in the frame (an empty one), so that the test sees it loaded.
  test.use({ otherSites: true });
  test("the map asks nothing of Google until a tap, then shows the interactive map in its own frame", async ({
    page,
  }) => {
    const google: string[] = [];
    page.on("request", (request) => {
      if (/(^|\.)google\./.test(new URL(request.url()).hostname)) google.push(request.url());
    });
    await page.reload();
    const map = page.getByTitle(mapTitle);
    await map.scrollIntoViewIfNeeded();
    await expect(showMap(page)).toBeVisible();
    await expect(map.contentFrame().getByText("Daycare Cisauk")).toBeVisible();
    // A lazy frame starts loading within the frames drawn after it comes near: wait for two.
    await settledScrollY(page);
    expect(google, "nothing asked of Google on load and after scrolling to the map").toEqual([]);
    const before = await map.boundingBox();

    await showMap(page).click();
    await expect.poll(() => google).toEqual([expect.stringMatching(embedUrl)]);
    await expect.poll(() => page.frames().map((frame) => frame.url())).toContainEqual(expect.stringMatching(embedUrl));
    await expect(page).toHaveURL(/\/kontak$/);
    expect(await map.boundingBox(), "the box keeps its size").toEqual(before);
  });
});

test("'Buka di Google Maps' under the address opens Google Maps in a new tab", async ({ page }) => {
  const section = page.getByRole("region", { name: "Lokasi Kami" });
  await expect(section.getByText("Suradita, Cisauk, Tangerang, Banten 15343")).toBeVisible();
  const link = section.getByRole("link", { name: "Buka di Google Maps (membuka tab baru)" });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Daycare/);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
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

  test.describe(() => {
    // Google's page answers in the frame (an empty one), so that the test sees it loaded.
    test.use({ otherSites: true });
    test("the map is reached by keyboard and opens in its frame", async ({ page }) => {
      await page.getByRole("link", { name: /^Buka di Google Maps/ }).focus();
      await page.keyboard.press("Shift+Tab");
      await expect(showMap(page)).toBeFocused();
      await page.keyboard.press("Enter");
      await expect
        .poll(() => page.frames().map((frame) => frame.url()))
        .toContainEqual(expect.stringMatching(embedUrl));
      await expect(page).toHaveURL(/\/kontak$/);
    });
  });
});
