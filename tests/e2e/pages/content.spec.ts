import type { Page } from "@playwright/test";
import { keepTogetherRanges } from "../../../src/lib/format/keep-together.ts";
import { expect, hoursLine, routes, test } from "../fixtures.ts";

test.use({ samePage: true });

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
      // Cisauk lies in Kabupaten Tangerang, as the address says; Tangerang Selatan is its neighbour.
      /Cisauk,? Tangerang Selatan/,
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
        // The ratio answer covers Program Toddler's whole age range, not only its younger half.
        "Program Toddler menerima anak sampai usia 6 tahun; untuk usia 4 – 6 tahun, Ayah dan Bunda bisa menanyakan susunan kelompoknya langsung kepada kami.",
        "Kabupaten Tangerang, dekat Tangerang Selatan",
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

/** The text of a page as runs of sibling text nodes (React parts them with empty comments), closed answers opened. */
async function textRuns(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // Lines as a parent sees them: in the site's font, not the fallback it swaps from.
    await document.fonts.ready;
    for (const details of document.querySelectorAll("details")) details.open = true;
    const runs: Text[][] = [];
    const walk = (element: Element) => {
      let run: Text[] = [];
      for (const node of element.childNodes) {
        if (node.nodeType === Node.TEXT_NODE) run.push(node as Text);
        else if (node.nodeType === Node.COMMENT_NODE) continue;
        else {
          if (run.length > 0) runs.push(run);
          run = [];
          if (node instanceof Element && !["SCRIPT", "STYLE", "TEMPLATE"].includes(node.nodeName)) walk(node);
        }
      }
      if (run.length > 0) runs.push(run);
    };
    walk(document.body);
    (window as unknown as { __runs: Text[][] }).__runs = runs;
    return runs.map((run) => run.map((node) => node.data).join(""));
  });
}

interface Together {
  run: number;
  start: number;
  end: number;
  text: string;
}

/** Of the runs, those shown on more than one line, or free to break at some other width. */
async function broken(page: Page, targets: Together[]): Promise<string[]> {
  return page.evaluate((targets) => {
    const runs = (window as unknown as { __runs: Text[][] }).__runs;
    const at = (run: Text[], offset: number): [Text, number] => {
      for (const node of run) {
        if (offset <= node.data.length) return [node, offset];
        offset -= node.data.length;
      }
      throw new Error("offset past the run");
    };
    return targets.flatMap(({ run, start, end, text }) => {
      const range = document.createRange();
      range.setStart(...at(runs[run]!, start));
      range.setEnd(...at(runs[run]!, end));
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      let holder: Element | null = range.commonAncestorContainer.parentElement;
      // Not shown (a closed menu) or only for screen readers (a 1-pixel box): nothing to see break.
      for (let box = holder; box; box = box.parentElement) if (box.clientWidth === 1) return [];
      if (rects.length === 0) return [];
      // A fragment that starts below the first line's bottom is on a line of its own.
      const firstLineEnds = Math.min(...rects.map((rect) => rect.bottom));
      if (rects.some((rect) => rect.top >= firstLineEnds - 1)) return [`${text} (broken across lines)`];
      // On one line here; and at any other width too?
      holder = range.commonAncestorContainer instanceof Element ? range.commonAncestorContainer : holder;
      if (getComputedStyle(holder!).getPropertyValue("text-wrap-mode") !== "nowrap") return [`${text} (may break)`];
      // Kept together, and still part of its sentence: no flex or grid item of its own, apart from its words.
      const around = getComputedStyle(holder!.parentElement!).display;
      return /flex|grid/.test(around) ? [`${text} (an item of its own in ${around})`] : [];
    });
  }, targets);
}

test("a reduplicated word or a range never breaks across lines, in the pages and in the articles", async ({ page }) => {
  // Seen broken before: each must be found, or the test would look at nothing.
  const known: Record<string, string> = {
    "/": "nilai-nilai",
    "/blog": "Kakak-Kakak",
    "/blog/1": "07.00–17.00",
    "/blog/2": "Anak-Anak",
  };
  // The not-found pages say nothing of their own that could break.
  for (const path of [
    ...pages.filter((path) => !["/blog/999", "/halaman-tidak-ada"].includes(path)),
    "/blog/kategori/aktivitas",
  ]) {
    await page.goto(path);
    const targets = (await textRuns(page)).flatMap((text, run) =>
      keepTogetherRanges(text).map(([start, end]) => ({ run, start, end, text: text.slice(start, end) })),
    );
    if (known[path])
      expect(
        targets.map((target) => target.text),
        path,
      ).toContain(known[path]);
    for (const width of [360, 390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await broken(page, targets), `${path} at ${width} px`).toEqual([]);
    }
  }
});
