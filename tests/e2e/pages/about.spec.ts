import { chatUrls, expect, test } from "../fixtures.ts";

test.use({ samePage: true });

test.beforeEach(async ({ visit }) => {
  await visit("/tentang");
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
  await expect(section.getByRole("heading", { level: 3 })).toHaveText([
    "Kasih Sayang",
    "Profesional",
    "Fokus Perkembangan",
  ]);
});

test("shows the team of four with role and years of experience", async ({ page }) => {
  const section = page.getByRole("region", { name: "Tim Kami" });
  const members = section.getByRole("article");
  await expect(members).toHaveCount(4);
  const expected = [
    ["Pendiri & Kepala Daycare", "Berpengalaman 7 tahun"],
    ["Pengasuh Senior", "Berpengalaman 4 tahun"],
    ["Pengasuh Bayi", "Berpengalaman 2 tahun"],
    ["Pengasuh Toddler", "Berpengalaman 2 tahun"],
  ];
  for (const [index, [role, years]] of expected.entries()) {
    await expect(members.nth(index)).toContainText(role!);
    await expect(members.nth(index)).toContainText(years!);
    await expect(members.nth(index).getByRole("img")).toBeVisible();
  }
});

test("ends with the way to get in touch: a visit arranged over WhatsApp", async ({ page }) => {
  const main = page.getByRole("main");
  const last = main.getByRole("region").last();
  await expect(last).toHaveAccessibleName("Mari Berkenalan Langsung");
  await expect(last).toContainText("Ayah dan Bunda ingin melihat ruang bermain kami dan bertemu para pengasuh?");
  const chat = last.getByRole("link", { name: /^Hubungi via WhatsApp/ });
  await expect(chat).toHaveAttribute("href", chatUrls.visit);
  await expect(chat).toHaveAttribute("target", "_blank");
  const team = (await main.getByRole("region", { name: "Tim Kami" }).boundingBox())!;
  expect((await last.boundingBox())!.y).toBeGreaterThan(team.y + team.height - 1);
});
