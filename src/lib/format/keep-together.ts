/**
 * Indonesian words and figures that must not break across two lines: a
 * reduplicated word ("anak-anak", "Kakak-Kakak", "bermain-main",
 * "sayur-mayur") would read as two words, and a range ("07.00–17.00",
 * "Senin–Jumat", "2–6") as an open end. Browsers break after a hyphen or an
 * en dash; the site wraps these in `KEEP_TOGETHER_CLASS`
 * (src/lib/format/keep-together-html.ts). Compounds that are no reduplication
 * (e-mail, COVID-19, Wi-Fi) and addresses (URLs, e-mail addresses) are left
 * to the browser. No U+2011: the site's font has no such glyph, and a
 * parent who copies or searches "anak-anak" must find the ordinary hyphen.
 */

/** The utility (white-space: nowrap) every kept-together run gets. */
export const KEEP_TOGETHER_CLASS = "whitespace-nowrap";

/** Hyphen-minus, hyphen, non-breaking hyphen, en dash, em dash: what joins two halves or two ends. */
const DASH = "[-\u2010\u2011\u2013\u2014]";
/** A space around a range's dash ("07.00 - 17.00", "2 – 6"): at most one, ordinary or non-breaking. */
const GAP = "[ \u00a0]?";

/** Letters joined by one hyphen, not inside an address: not after `/ . @ :`, not before `/ @` or `.letter`. */
const HYPHENATED =
  /(?<![\p{L}\p{M}\p{N}_./@:-])(\p{L}[\p{L}\p{M}]*)[-\u2010\u2011](\p{L}[\p{L}\p{M}]*)(?![\p{L}\p{M}\p{N}_/@-]|\.[\p{L}\p{N}])/gu;

const NUMBER = String.raw`\d+(?:[.,:]\d+)*`;
const UNIT = "(?:bulan|tahun|minggu|hari|jam|menit)";
const DAY = "(?:Senin|Selasa|Rabu|Kamis|Jum'?at|Sabtu|Minggu|Ahad)";
const MONTH = "(?:Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember)";
/**
 * Ranges: "6 bulan – 2 tahun" whole; "07.00–17.00", "2 – 6" (of "2 – 6 tahun") and
 * "812-3456-7890"; "Senin–Jumat", "Januari–Maret".
 */
const RANGE = new RegExp(
  [
    `(?<![\\p{L}\\p{N}_.,:/-])${NUMBER} ${UNIT}${GAP}${DASH}${GAP}${NUMBER} ${UNIT}(?![\\p{L}\\p{N}])`,
    `(?<![\\p{L}\\p{N}_.,:/-])${NUMBER}(?:${GAP}${DASH}${GAP}${NUMBER})+(?![\\p{L}\\p{N}_/-]|[.,:]\\p{N})`,
    `(?<![\\p{L}\\p{N}_-])${DAY}${GAP}${DASH}${GAP}${DAY}(?![\\p{L}\\p{N}_-])`,
    `(?<![\\p{L}\\p{N}_-])${MONTH}${GAP}${DASH}${GAP}${MONTH}(?![\\p{L}\\p{N}_-])`,
  ].join("|"),
  "gu",
);

/** A word without its vowels: "bolak" and "balik" are both "blk". */
const skeleton = (word: string) => word.replace(/[aiueo]/g, "");

/** The longest run of letters both words share. */
function longestCommon(a: string, b: string): number {
  let best = 0;
  for (let i = 0; i < a.length; i++)
    for (let j = 0; j < b.length; j++) {
      let n = 0;
      while (a[i + n] !== undefined && a[i + n] === b[j + n]) n++;
      best = Math.max(best, n);
    }
  return best;
}

/**
 * Whether `left-right` repeats a word (kata ulang): whole ("anak-anak"),
 * with an affix on either half ("bermain-main", "sehari-hari",
 * "setinggi-tingginya", "kemerah-merahan"), with a changed sound
 * ("sayur-mayur", "lauk-pauk", "warna-warni", "bolak-balik",
 * "mondar-mandir"). Parts of one letter ("e-mail") never are.
 */
export function isReduplication(left: string, right: string): boolean {
  const a = left.toLocaleLowerCase("id-ID");
  const b = right.toLocaleLowerCase("id-ID");
  if (a.length < 2 || b.length < 2) return false;
  if (a.includes(b) || b.includes(a)) return true;
  if (longestCommon(a, b) >= 3) return true;
  return skeleton(a).length >= 2 && skeleton(a) === skeleton(b);
}

/** Where in `text` a line must not break: [start, end) of each run to keep together, in order, never overlapping. */
export function keepTogetherRanges(text: string): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  for (const match of text.matchAll(HYPHENATED))
    if (isReduplication(match[1]!, match[2]!)) found.push([match.index, match.index + match[0].length]);
  for (const match of text.matchAll(RANGE)) found.push([match.index, match.index + match[0].length]);
  found.sort((x, y) => x[0] - y[0]);
  const merged: Array<[number, number]> = [];
  for (const [start, end] of found) {
    const last = merged.at(-1);
    if (last && start < last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** The runs themselves, for messages and tests: "anak-anak", "07.00–17.00". */
export const keptTogether = (text: string): string[] =>
  keepTogetherRanges(text).map(([start, end]) => text.slice(start, end));
