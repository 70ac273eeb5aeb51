import { animationsDone, chatUrls, expect, hoursLine, isPhone, test } from "../fixtures.ts";

test.use({ samePage: true });

test.beforeEach(async ({ visit }) => {
  await visit("/");
});

test("the hero promises a safe, educational place and offers a visit and the programs", async ({ page }) => {
  const hero = page.getByRole("region", { name: "Lingkungan Aman dan Edukatif untuk Si Kecil" });
  await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(hero.getByText("100% Aman")).toBeVisible();

  const visit = hero.getByRole("link", { name: /Jadwalkan Kunjungan/ });
  await expect(visit).toHaveAttribute("href", chatUrls.visit);
  await expect(visit).toHaveAttribute("target", "_blank");
  await expect(visit).toHaveAttribute("rel", "noopener noreferrer");

  await expect(hero.getByRole("img", { name: /pengasuh/ })).toBeVisible();
  await hero.getByRole("link", { name: "Lihat Program" }).click();
  await expect(page).toHaveURL("/program");
});

test("'Program Unggulan Kami' shows the baby and toddler programs", async ({ page }) => {
  const section = page.getByRole("region", { name: "Program Unggulan Kami" });
  const cards = section.getByRole("article");
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).getByRole("heading")).toHaveText("Program Bayi");
  await expect(cards.nth(0)).toContainText("6 bulan – 2 tahun");
  await expect(cards.nth(0)).toContainText("Maks. 5 anak per kelompok");
  await expect(cards.nth(1).getByRole("heading")).toHaveText("Program Toddler");
  await expect(cards.nth(1)).toContainText("2 – 6 tahun");
  await expect(cards.nth(1)).toContainText("Maks. 8 anak per kelompok");
  await expect(cards.nth(0)).toContainText(hoursLine);
  await expect(cards.nth(1)).toContainText(hoursLine);
});

test("'Empat Pilar Pembelajaran' shows the four pillars, their texts level on a wide screen", async ({ page }) => {
  const section = page.getByRole("region", { name: "Empat Pilar Pembelajaran" });
  await expect(section.getByRole("heading", { level: 3 })).toHaveText([
    "Bimba & Iqra",
    "Fine Motoric",
    "Sensorial",
    "Kemandirian",
  ]);
  if (isPhone(page)) return;
  await animationsDone(page);
  const tops = await section
    .getByRole("article")
    .locator("p")
    .evaluateAll((texts) => texts.map((text) => text.getBoundingClientRect().top));
  expect(new Set(tops).size, `text tops ${tops}`).toBe(1);
});

test("'Apa Kata Orang Tua' shows three testimonials rated 5 of 5, readable without the stars", async ({ page }) => {
  const section = page.getByRole("region", { name: "Apa Kata Orang Tua" });
  const testimonials = section.getByRole("figure");
  await expect(testimonials).toHaveCount(3);
  for (const testimonial of await testimonials.all()) {
    await expect(testimonial.getByText("Nilai 5 dari 5 bintang")).toHaveCount(1);
    await expect(testimonial.getByRole("blockquote")).not.toBeEmpty();
  }
});

test("the closing call to action mentions the trials, opens the enrolment chat and lands on the trials", async ({
  page,
}) => {
  const section = page.getByRole("region", { name: "Siap Mengenal Kami Lebih Dekat?" });
  await expect(section).toContainText("tersedia Trial Harian dan Trial Mingguan");
  const contact = section.getByRole("link", { name: /Hubungi Kami/ });
  await expect(contact).toHaveAttribute("href", chatUrls.enrol);
  await expect(contact).toHaveAttribute("target", "_blank");
  await expect(contact).toHaveAttribute("rel", "noopener noreferrer");
  await section.getByRole("link", { name: "Info Trial Program" }).click();
  await expect(page).toHaveURL("/program#trial");
  // The trials themselves are on screen, below the sticky header, not the top of /program.
  const trials = page.getByRole("region", { name: "Program Trial" });
  const heading = trials.getByRole("heading", { level: 2, name: "Program Trial" });
  await expect(heading).toBeInViewport();
  const header = (await page.getByRole("banner").boundingBox())!;
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
});
