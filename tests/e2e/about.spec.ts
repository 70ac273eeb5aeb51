import { expect, test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await page.goto("/tentang");
});

test("introduces the centre with a picture of the facility", async ({ page }) => {
  const intro = page.getByRole("region", { name: "Tentang Kami" });
  await expect(intro).toContainText("daycare Muslim pertama di Cisauk");
  const picture = intro.getByRole("img", { name: /ruang bermain/ });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test("states the vision and the mission: Islamic values, parents, the community", async ({ page }) => {
  const section = page.getByRole("region", { name: "Visi dan misi" });
  await expect(section.getByRole("heading", { name: "Visi" })).toBeVisible();
  await expect(section.getByRole("heading", { name: "Misi" })).toBeVisible();
  await expect(section).toContainText("nilai-nilai Islam");
  await expect(section).toContainText("orang tua");
  await expect(section).toContainText("kegiatan sosial");
});

test("shows the three values", async ({ page }) => {
  const section = page.getByRole("region", { name: "Nilai-Nilai Kami" });
  await expect(section.getByRole("heading", { level: 3 })).toHaveText(["Kasih Sayang", "Profesional", "Fokus Perkembangan"]);
});

test("shows the team of four with role and years of experience", async ({ page }) => {
  const section = page.getByRole("region", { name: "Tim Kami" });
  const members = section.getByRole("article");
  await expect(members).toHaveCount(4);
  const expected = [
    ["Pendiri & Kepala Daycare", "7 tahun pengalaman"],
    ["Pengasuh Senior", "4 tahun pengalaman"],
    ["Pengasuh Bayi", "2 tahun pengalaman"],
    ["Pengasuh Toddler", "2 tahun pengalaman"],
  ];
  for (const [index, [role, years]] of expected.entries()) {
    await expect(members.nth(index)).toContainText(role!);
    await expect(members.nth(index)).toContainText(years!);
    await expect(members.nth(index).getByRole("img")).toBeVisible();
  }
});
