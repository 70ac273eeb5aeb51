import { chatUrls, expect, test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("the hero promises a safe, educational place and offers a visit and the programs", async ({ page }) => {
  const hero = page.getByRole("region", { name: "Lingkungan Aman dan Edukatif untuk Buah Hati Anda" });
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
  await expect(cards.nth(1)).toContainText("07.00 – 17.00 WIB");
});

test("'Empat Pilar Pembelajaran' shows the four pillars", async ({ page }) => {
  const section = page.getByRole("region", { name: "Empat Pilar Pembelajaran" });
  await expect(section.getByRole("heading", { level: 3 })).toHaveText(["Bimba & Iqra", "Fine Motoric", "Sensorial", "Kemandirian"]);
});

test("'Apa Kata Orang Tua' shows three testimonials rated 5 of 5, readable without the stars", async ({ page }) => {
  const section = page.getByRole("region", { name: "Apa Kata Orang Tua" });
  const testimonials = section.getByRole("figure");
  await expect(testimonials).toHaveCount(3);
  for (const testimonial of await testimonials.all()) {
    await expect(testimonial.getByText("Rating 5 dari 5")).toHaveCount(1);
    await expect(testimonial.getByRole("blockquote")).not.toBeEmpty();
  }
});

test("the closing call to action mentions the trials, opens the enrolment chat and links to the programs", async ({ page }) => {
  const section = page.getByRole("region", { name: "Siap Mengenal Kami Lebih Dekat?" });
  await expect(section).toContainText("trial harian");
  await expect(section).toContainText("trial mingguan");
  const contact = section.getByRole("link", { name: /Hubungi Kami/ });
  await expect(contact).toHaveAttribute("href", chatUrls.enrol);
  await expect(contact).toHaveAttribute("target", "_blank");
  await expect(contact).toHaveAttribute("rel", "noopener noreferrer");
  await section.getByRole("link", { name: "Info Trial Program" }).click();
  await expect(page).toHaveURL("/program");
});
