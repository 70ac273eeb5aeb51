import type { Page } from "@playwright/test";
import { animationsDone, chatUrls, expect, smallPhone, test } from "../fixtures.ts";

test.use({ samePage: true });

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

/** Every host answers these with 404 (tests/hosts/table.ts); here, what a parent then sees. */
const badIds = ["abc", "1abc", "01", "0", "-1", "1.5", "999", "99999999999999999999"];

async function expectArticleNotFound(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Artikel tidak ditemukan" })).toBeVisible();
  await expect(
    page.getByText("Artikel yang Ayah dan Bunda cari mungkin sudah tidak ada, atau alamat halamannya salah."),
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

  test("the list and a category's list open at their top, the heading in view, at every width", async ({
    page,
    visit,
  }) => {
    // The page's own chip starts its row scrolled to it on a phone; where the row does not scroll, nothing may.
    for (const path of ["/blog", "/blog/kategori/aktivitas"]) {
      await visit(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => scrollY)).toBe(0);
    }
  });

  test("the grid has one column on a phone and three on a desktop", async ({ page, isMobile, visit }) => {
    await visit("/blog");
    const columns = await page
      .getByRole("region", { name: "Daftar artikel" })
      .locator("> div")
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(isMobile ? 1 : 3);
  });

  test("on a 360 × 640 phone the first article shows under the categories, every category in reach of a finger and the keyboard", async ({
    page,
    isMobile,
    visit,
  }) => {
    test.skip(!isMobile, "phones");
    await page.setViewportSize(smallPhone);
    await visit("/blog");
    await animationsDone(page);
    const categories = page.getByRole("navigation", { name: "Kategori artikel" });
    const chips = categories.getByRole("link");
    await expect(chips).toHaveText([/^Semua/, /^Aktivitas/, /^Kegiatan Daycare/, /^Kesehatan Anak/]);
    const tops = await chips.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(new Set(tops).size, "the categories take one row").toBe(1);
    // The first article's picture, and its title's first line, on the first screen.
    const first = page.getByRole("region", { name: "Daftar artikel" }).getByRole("article").first();
    await expect(first.locator("img")).toBeInViewport();
    const firstLineBottom = await first.getByRole("heading").evaluate((heading) => {
      const range = document.createRange();
      range.selectNodeContents(heading);
      return range.getClientRects()[0]!.bottom;
    });
    expect(firstLineBottom, "the first line of the first article's title").toBeLessThanOrEqual(smallPhone.height);
    // A category is cut at the screen's edge, which says the row goes on; Tab brings the last in whole.
    const cut = await chips.evaluateAll((links) =>
      links.some((link) => {
        const { left, right } = link.getBoundingClientRect();
        return left < innerWidth && right > innerWidth;
      }),
    );
    expect(cut, "a category is cut at the screen's edge").toBe(true);
    const last = chips.last();
    await expect(last).not.toBeInViewport({ ratio: 1 });
    await chips.first().focus();
    for (let tab = 1; tab < (await chips.count()); tab++) await page.keyboard.press("Tab");
    await expect(last).toBeFocused();
    await expect(last).toBeInViewport({ ratio: 1 });
    // A category's own page opens with its own chip in view.
    await visit("/blog/kategori/kesehatan-anak");
    const own = categories.locator('[aria-current="page"]');
    await expect(own).toHaveText(/^Kesehatan Anak/);
    await expect(own).toBeInViewport({ ratio: 1 });
  });

  test("a card opens its article", async ({ page, visit }) => {
    await visit("/blog");
    await page.getByRole("link", { name: articles[1]!.title }).click();
    await expect(page).toHaveURL("/blog/2");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(articles[1]!.title);
    await expect(page).toHaveTitle(`${articles[1]!.title} | Daycare Cisauk`);
  });
});

test.describe("article", () => {
  test("shows back button, image, category, title, date, author and the body", async ({
    page,
    consoleErrors,
    visit,
  }) => {
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

  test("body links to other sites open in a new tab without opener; own links open in the same tab", async ({
    page,
    context,
    visit,
  }) => {
    await visit("/blog/1");
    const body = page.getByRole("main").getByRole("article");
    const external = body.getByRole("link", { name: "situs Ayo Sehat Kementerian Kesehatan" });
    await expect(external).toHaveAttribute("href", "https://ayosehat.kemkes.go.id/");
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(external).toHaveAttribute("rel", "noopener noreferrer");

    let opened = 0;
    context.on("page", () => opened++);
    const own = body.getByRole("link", { name: "hubungi kami" });
    await expect(own).not.toHaveAttribute("target", /./);
    await own.click();
    await expect(page).toHaveURL("/kontak");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hubungi Kami");
    expect(opened).toBe(0);
  });

  test.describe(() => {
    // History and the island's first tap are the same at every width: followed on the phone, where parents read.
    test.skip(({ isMobile }) => !isMobile, "the same at every width: on the phone");

    test("'Kembali ke Blog' goes one step back in history", async ({ page, visit }) => {
      await visit("/");
      await visit("/blog");
      await page.getByRole("link", { name: articles[2]!.title }).click();
      await expect(page).toHaveURL("/blog/3");
      // The first tap: the island's script is fetched only now, and the tap still goes back.
      await page.getByRole("link", { name: "Kembali ke Blog" }).click();
      await expect(page).toHaveURL("/blog");
      // Back, not a link: the article is now ahead in history, home is behind.
      await page.goForward();
      await expect(page).toHaveURL("/blog/3");
      await page.goBack();
      await page.goBack();
      await expect(page).toHaveURL("/");
    });

    test("'Kembali ke Blog' goes to the list when the article was opened from a shared link", async ({
      page,
      visit,
    }) => {
      await visit("/blog/3");
      // The first tap: the island's script is fetched only now, and the tap still goes back.
      await page.getByRole("link", { name: "Kembali ke Blog" }).click();
      await expect(page).toHaveURL("/blog");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artikel Daycare Cisauk");
    });
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

  test("share on WhatsApp, and copy the link at the first tap with a 'Tautan disalin' toast", async ({
    page,
    context,
    visit,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await visit("/blog/1");
    const share = page.getByRole("main").getByRole("link", { name: "WhatsApp (membuka tab baru)", exact: true });
    const url = "https://daycarecisauk.id/blog/1";
    await expect(share).toHaveAttribute(
      "href",
      `https://wa.me/?text=${encodeURIComponent(`${articles[0]!.title} ${url}`)}`,
    );
    await expect(share).toHaveAttribute("target", "_blank");
    await share.scrollIntoViewIfNeeded();
    expect(scripts, "no script before the first touch").toEqual([]);
    await page.getByRole("button", { name: "Salin tautan" }).click();
    await expect(page.getByRole("status")).toContainText("Tautan disalin");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    expect(scripts.length, "the tap fetched the share row's script").toBeGreaterThan(0);
  });

  test("the toast goes away by itself after five seconds", async ({ page, context, visit, isMobile }) => {
    test.skip(isMobile, "the same at every width");
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.clock.install();
    await visit("/blog/1");
    await page
      .getByRole("main")
      .getByRole("link", { name: "WhatsApp (membuka tab baru)", exact: true })
      .scrollIntoViewIfNeeded();
    const copy = page.getByRole("button", { name: "Salin tautan" });
    await expect(copy).toBeVisible();
    // From here the page's time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 1_000);
    await copy.click();
    const status = page.getByRole("status");
    await expect(status).toContainText("Tautan disalin");
    await page.clock.runFor(4_900);
    await expect(status).toContainText("Tautan disalin");
    await page.clock.runFor(200);
    await expect(status).toBeEmpty();
  });
});

test.describe("not found", () => {
  test.skip(({ isMobile }) => isMobile, "the answer and the view are the same at every viewport");

  for (const id of badIds) {
    test(`/blog/${id} shows the article not-found view, without console errors`, async ({
      page,
      consoleErrors,
      visit,
    }) => {
      const response = await visit(`/blog/${id}`);
      expect(response?.status()).toBe(404);
      await expectArticleNotFound(page);
      await expect(page).toHaveTitle("Oops! Artikel tidak ditemukan | Daycare Cisauk");
      expect(consoleErrors).toEqual([]);
    });
  }

  test("'Kembali ke Semua Artikel' goes to the list", async ({ page, visit }) => {
    await visit("/blog/999");
    await page.getByRole("link", { name: "Kembali ke Semua Artikel" }).click();
    await expect(page).toHaveURL("/blog");
    await expect(page.getByRole("region", { name: "Daftar artikel" }).getByRole("article")).toHaveCount(3);
  });

  test("/blog/1/extra is the generic not-found page", async ({ page, consoleErrors, visit }) => {
    const response = await visit("/blog/1/extra");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Halaman tidak ditemukan" })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
