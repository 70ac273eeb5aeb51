import type { Page } from "@playwright/test";
import { expect, hoursLine, routes, test } from "./fixtures.ts";

/**
 * One voice. Opening hours come from src/content/data/site.yaml and read
 * the same everywhere; parents are "Ayah dan Bunda"; the wording a native
 * editor asked for is what a parent reads.
 */

const pages = [
  ...routes.map((route) => route.path),
  "/blog/1",
  "/blog/2",
  "/blog/3",
  "/blog/999",
  "/halaman-tidak-ada",
];

/** Everything a page says: its text (closed answers and screen-reader text included) and its description. */
async function wordsOf(page: Page, path: string): Promise<string> {
  await page.goto(path);
  return page.evaluate(() => {
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const code of body.querySelectorAll("script, style")) code.remove();
    return `${body.textContent} ${description}`.replace(/\s+/g, " ");
  });
}

test.describe("one voice", () => {
  test("every page gives the opening hours from site.yaml, written one way", async ({ page }) => {
    // A time span or a span of days, however it is written: "07.00 - 17.00", "Senin – Jumat".
    const span =
      /\d{1,2}[.:]\d{2}\s*[-–—]\s*\d{1,2}[.:]\d{2}(?:\s*WIB)?|(?:Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu)\s*[-–—]\s*\p{L}+/gu;
    for (const path of pages) {
      const words = await wordsOf(page, path);
      // The footer of every page holds the hours ...
      expect(words, path).toContain(hoursLine);
      // ... and every other mention of days or times is that same line, derived from site.yaml.
      expect(words.split(hoursLine).join(" ").match(span) ?? [], `${path}: hours written another way`).toEqual([]);
    }
  });

  test("parents are 'Ayah dan Bunda', and the copy reads as the native editor asked", async ({ page }) => {
    const nowhere = [
      /\bAnda\b/,
      /Ayah Bunda/,
      /panca indera/,
      /berfluoride/,
      /Kami senang mendengar/,
      /atau email, atau datang/,
      /tahun pengalaman/,
      /untuk kemajuan/,
      /Posyandu, Cara Kami/,
      /Gigi, Kunjungan/,
      /Untuk biaya, kami jelaskan/,
      /kelompok kami tetap kecil/,
      /rasio pengasuh yang kecil/,
      /Kemendikbud\b/,
      /[Pp]anduan lengkap tentang kesehatan gigi/,
      /program trial harian/,
      /[Bb]ermain sensorial/,
      /playdough/,
      /toilet training/,
      /Rating \d dari \d/,
    ];
    const somewhere: Record<string, string[]> = {
      "/": ["pancaindra", "tersedia Trial Harian dan Trial Mingguan", "Nilai 5 dari 5 bintang", "lilin mainan"],
      "/program": [
        "pancaindra",
        "Rincian biaya dengan senang hati kami jelaskan lewat WhatsApp",
        "Bermain sensorik",
        "latihan ke toilet",
        "lilin mainan",
      ],
      "/kontak": [
        "Jangan ragu menghubungi kami, Ayah dan Bunda. Hubungi kami lewat WhatsApp, telepon, atau email. Ayah dan Bunda juga boleh datang langsung pada jam operasional.",
      ],
      "/tentang": ["Berpengalaman 7 tahun", "Karena itu, kelompok kami sengaja dibuat kecil"],
      "/blog": ["Kunjungan Rutin ke Posyandu: Cara Kami", "Seru Belajar Merawat Gigi: Kunjungan"],
      "/blog/2": ["pasta gigi berfluorida", "Artikel para dokter anak seputar pengasuhan dan kesehatan si kecil"],
      "/blog/3": ["pentingnya jumlah anak per pengasuh yang sedikit", "Kemendikdasmen"],
      "/blog/999": ["Artikel yang Ayah dan Bunda cari"],
      "/halaman-tidak-ada": ["halaman yang Ayah dan Bunda cari"],
    };
    for (const path of pages) {
      const words = await wordsOf(page, path);
      for (const wrong of nowhere) expect(words, path).not.toMatch(wrong);
      for (const right of somewhere[path] ?? []) expect(words, path).toContain(right);
    }
  });
});
