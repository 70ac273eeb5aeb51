import type { Page } from "@playwright/test";
import { chatUrls, expect, LOCAL_RUNTIME_LOOKUP, localRuntimeCannotLookUp, servedBy, test } from "./fixtures";

const articles = [
  {
    id: 1,
    category: "Kesehatan Anak",
    date: "8 Oktober 2025",
    title: "Kunjungan Rutin ke Posyandu: Cara Kami Menjaga Tumbuh Kembang Si Kecil",
  },
  {
    id: 2,
    category: "Aktivitas",
    date: "19 September 2025",
    title: "Seru Belajar Merawat Gigi: Kunjungan Anak-Anak ke Klinik Gigi",
  },
  { id: 3, category: "Kegiatan Daycare", date: "24 Juli 2025", title: "Hari Ceria Bersama Kakak-Kakak Mahasiswa" },
];

/** nginx runs this file for what depends on the server: status codes, served HTML and data files. */
// Browser behaviour is the same whichever server sent the files: checked once, against npm start.
const onOtherServer = () => servedBy() !== "npm start";
const BROWSER_ONLY = "the same on every server";

const badIds = ["abc", "1abc", "01", "0", "-1", "1.5", "999", "%00", "99999999999999999999"];

async function expectArticleNotFound(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Artikel tidak ditemukan" })).toBeVisible();
  await expect(
    page.getByText("Artikel yang Ayah dan Bunda cari mungkin sudah tidak ada, atau alamat URL-nya salah."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Kembali ke Semua Artikel" })).toHaveAttribute("href", "/blog");
}

test.describe("list", () => {
  test("shows 'Artikel Daycare Cisauk', the intro and a card per article", async ({ page, visit }) => {
    await visit("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artikel Daycare Cisauk");
    await expect(page.getByRole("main")).toContainText(
      "Tulisan dari tim kami: cerita kegiatan, kabar kesehatan anak, dan wawasan yang membantu Daycare Cisauk terus berkembang.",
    );
    const cards = page.getByRole("region", { name: "Daftar artikel" }).getByRole("article");
    await expect(cards).toHaveCount(3);
    for (const [index, article] of articles.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("link", { name: article.title })).toHaveAttribute("href", `/blog/${article.id}`);
      await expect(card).toContainText(article.category);
      await expect(card.locator("time")).toHaveText(article.date);
      // Decorative (alt=""): the title next to it says what the card is.
      await expect(card.locator("img")).toBeVisible();
      expect(await card.evaluate((element) => getComputedStyle(element).animationDelay)).toBe(`${article.id / 10}s`);
    }
  });

  test("the grid has one column on a phone and three on a desktop", async ({ page, isMobile, visit }) => {
    test.skip(onOtherServer(), BROWSER_ONLY);
    await visit("/blog");
    const columns = await page
      .getByRole("region", { name: "Daftar artikel" })
      .locator("> div")
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(isMobile ? 1 : 3);
  });

  test("a card opens its article without reloading the page", async ({ page, visit }) => {
    await visit("/blog");
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole("link", { name: articles[1]!.title }).click();
    await expect(page).toHaveURL("/blog/2");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(articles[1]!.title);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });
});

test.describe("article", () => {
  test("shows back button, image, category, title, date, author and the body", async ({
    page,
    consoleErrors,
    visit,
  }) => {
    test.skip(onOtherServer(), BROWSER_ONLY);
    await visit("/blog/2");
    await expect(page.getByRole("link", { name: "Kembali ke Blog" })).toBeVisible();
    const article = page.getByRole("main").getByRole("article");
    await expect(article.locator("img").first()).toBeVisible();
    await expect(article).toContainText("Aktivitas");
    await expect(article.getByRole("heading", { level: 1 })).toHaveText(articles[1]!.title);
    await expect(article.locator("time")).toHaveText("19 September 2025");
    await expect(article.locator("time")).toHaveAttribute("datetime", "2025-09-19");
    await expect(article).toContainText("oleh Annisa Putri");
    await expect(article.getByRole("heading", { level: 2, name: "Pelajaran yang kami bawa pulang" })).toBeVisible();
    await expect(article.getByRole("listitem")).toHaveCount(4);
    await expect(page).toHaveTitle(`${articles[1]!.title} | Daycare Cisauk`);
    expect(consoleErrors).toEqual([]);
  });

  test("the served page carries the title and the 150-character description", async ({ request, isMobile }) => {
    test.skip(isMobile, "the server answers the same at every viewport");
    const html = await (await request.get("/blog/2")).text();
    expect(html).toContain(`<title>${articles[1]!.title} | Daycare Cisauk</title>`);
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
    expect(description).toBe(
      "Jumat, 19 September 2025, anak-anak kelompok Toddler berangkat untuk kunjungan lapangan yang istimewa: mengunjungi klinik gigi di dekat daycare. Sejak...",
    );
    expect(html).toContain('<link rel="canonical" href="https://daycarecisauk.id/blog/2">');
  });

  test("body links to other sites open in a new tab without opener; own links stay in the page", async ({
    page,
    visit,
  }) => {
    test.skip(onOtherServer(), BROWSER_ONLY);
    await visit("/blog/1");
    const body = page.getByRole("main").getByRole("article");
    const external = body.getByRole("link", { name: "situs Ayo Sehat Kementerian Kesehatan" });
    await expect(external).toHaveAttribute("href", "https://ayosehat.kemkes.go.id/");
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(external).toHaveAttribute("rel", "noopener noreferrer");

    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await body.getByRole("link", { name: "hubungi kami" }).click();
    await expect(page).toHaveURL("/kontak");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hubungi Kami");
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });

  test("'Kembali ke Blog' goes one step back in history", async ({ page, visit }) => {
    test.skip(onOtherServer(), BROWSER_ONLY);
    await visit("/");
    await visit("/blog");
    await page.getByRole("link", { name: articles[2]!.title }).click();
    await expect(page).toHaveURL("/blog/3");
    await page.getByRole("link", { name: "Kembali ke Blog" }).click();
    await expect(page).toHaveURL("/blog");
    // Back, not forward: the article is now ahead in history, home is behind.
    await page.goForward();
    await expect(page).toHaveURL("/blog/3");
  });

  test("'Kembali ke Blog' goes to the list when the article was opened from a shared link", async ({ page, visit }) => {
    test.skip(onOtherServer(), BROWSER_ONLY);
    await visit("/blog/3");
    await page.getByRole("link", { name: "Kembali ke Blog" }).click();
    await expect(page).toHaveURL("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artikel Daycare Cisauk");
  });

  test("ends with other articles to read, then the way to ask us", async ({ page, visit }) => {
    await visit("/blog/1");
    const main = page.getByRole("main");
    const readNext = main.getByRole("region", { name: "Baca Juga" });
    await expect(readNext.getByRole("link")).toHaveText([articles[1]!.title, articles[2]!.title]);
    const contact = main.getByRole("region", { name: "Ada Pertanyaan tentang Si Kecil?" });
    const chat = contact.getByRole("link", { name: /^Hubungi via WhatsApp/ });
    await expect(chat).toHaveAttribute("href", chatUrls.question);
    await expect(chat).toHaveAttribute("target", "_blank");
    // In that order, after the article: the last thing on the page before the footer.
    await expect(main.getByRole("region").last()).toHaveAccessibleName("Ada Pertanyaan tentang Si Kecil?");
    const [article, next, ask] = await Promise.all(
      [main.getByRole("article"), readNext, contact].map((block) => block.boundingBox()),
    );
    expect(next!.y).toBeGreaterThan(article!.y + article!.height - 1);
    expect(ask!.y).toBeGreaterThan(next!.y + next!.height - 1);

    await readNext.getByRole("link", { name: articles[2]!.title }).click();
    await expect(page).toHaveURL("/blog/3");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(articles[2]!.title);
    await expect(page.getByRole("region", { name: "Baca Juga" }).getByRole("link")).toHaveText([
      articles[0]!.title,
      articles[1]!.title,
    ]);
  });

  test("share on WhatsApp and copy the link with a 'Tautan disalin' toast", async ({
    page,
    context,
    isMobile,
    visit,
  }) => {
    test.skip(onOtherServer(), BROWSER_ONLY);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await visit("/blog/1");
    const share = page.getByRole("main").getByRole("link", { name: "WhatsApp (membuka tab baru)", exact: true });
    const url = "https://daycarecisauk.id/blog/1";
    await expect(share).toHaveAttribute(
      "href",
      `https://wa.me/?text=${encodeURIComponent(`${articles[0]!.title} ${url}`)}`,
    );
    await page.getByRole("button", { name: "Salin tautan" }).click();
    await expect(page.getByRole("status")).toContainText("Tautan disalin");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    test.info().annotations.push({ type: "viewport", description: isMobile ? "phone" : "desktop" });
  });
});

test.describe("not found", () => {
  for (const id of badIds) {
    test(`/blog/${id} answers 404 with the article not-found view`, async ({
      page,
      consoleErrors,
      isMobile,
      visit,
    }) => {
      test.skip(isMobile, "the answer and the view are the same at every viewport");
      test.skip(servedBy() === "cloudflare" && localRuntimeCannotLookUp(`/blog/${id}`), LOCAL_RUNTIME_LOOKUP);
      const response = await visit(`/blog/${id}`);
      expect(response?.status()).toBe(404);
      await expectArticleNotFound(page);
      await expect(page).toHaveTitle("Oops! Artikel tidak ditemukan | Daycare Cisauk");
      expect(consoleErrors).toEqual([]);
    });
  }

  test("'Kembali ke Semua Artikel' goes to the list", async ({ page, visit }) => {
    test.skip(onOtherServer(), BROWSER_ONLY);
    await visit("/blog/999");
    await page.getByRole("link", { name: "Kembali ke Semua Artikel" }).click();
    await expect(page).toHaveURL("/blog");
    await expect(page.getByRole("region", { name: "Daftar artikel" }).getByRole("article")).toHaveCount(3);
  });

  test("reached without a page load, a bad id shows the same view: only its data file is asked for, and answers 404", async ({
    page,
    visit,
  }) => {
    for (const id of ["999", "01", "abc"]) {
      await visit(`/blog/${id}`);
      await page.getByRole("link", { name: "Kembali ke Semua Artikel" }).click();
      await expect(page).toHaveURL("/blog");
      // The route's JavaScript (and the browser's favicon) may load; no document.
      const requests: string[] = [];
      const errors: string[] = [];
      page.on("request", (request) => {
        if (["document", "fetch", "xhr"].includes(request.resourceType()))
          requests.push(`${request.resourceType()}: ${new URL(request.url()).pathname}`);
      });
      page.on("response", (response) => {
        if (response.request().resourceType() === "fetch") requests.push(`${response.status()}`);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goBack();
      await expect(page).toHaveURL(`/blog/${id}`);
      await expectArticleNotFound(page);
      expect(requests).toEqual([`fetch: /blog/${id}.data`, "404"]);
      expect(errors).toEqual([]);
      page.removeAllListeners("request");
      page.removeAllListeners("response");
      page.removeAllListeners("pageerror");
    }
  });

  test("/blog/1/extra is the generic not-found page (on Cloudflare Pages the nearest one, the article's)", async ({
    page,
    consoleErrors,
    visit,
  }) => {
    const response = await visit("/blog/1/extra");
    expect(response?.status()).toBe(404);
    const heading = servedBy() === "cloudflare" ? "Oops! Artikel tidak ditemukan" : "Halaman tidak ditemukan";
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
