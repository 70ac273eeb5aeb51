import { type DefaultTreeAdapterTypes as T, parse } from "parse5";
import { describe, expect, it } from "vitest";
import { keepTogetherInHtml } from "./keep-together-html.ts";
import { isReduplication, keptTogether } from "./keep-together.ts";

describe("keptTogether", () => {
  it("finds reduplicated words: whole, with affixes, with a changed sound, in any case", () => {
    const words = [
      "anak-anak",
      "Anak-Anak",
      "Kakak-Kakak",
      "nilai-nilai",
      "pelan-pelan",
      "bermain-main",
      "sehari-hari",
      "aktif-aktifnya",
      "setinggi-tingginya",
      "kemerah-merahan",
      "sayur-mayur",
      "lauk-pauk",
      "warna-warni",
      "teka-teki",
      "bolak-balik",
      "mondar-mandir",
    ];
    for (const word of words) expect(keptTogether(`Kata ${word}, lalu kata lain.`), word).toEqual([word]);
  });

  it("finds ranges of times, days, months, years and ages, with or without spaces around the dash", () => {
    expect(keptTogether("Buka Senin–Jumat, 07.00–17.00 WIB.")).toEqual(["Senin–Jumat", "07.00–17.00"]);
    expect(keptTogether("Senin - Jumat, 07.00 - 17.00 WIB")).toEqual(["Senin - Jumat", "07.00 - 17.00"]);
    expect(keptTogether("Program Toddler untuk usia 2–6 tahun")).toEqual(["2–6"]);
    expect(keptTogether("Program Toddler untuk usia 2 – 6 tahun")).toEqual(["2 – 6"]);
    expect(keptTogether("usia 6 bulan – 2 tahun dan 6 bulan–6 tahun")).toEqual([
      "6 bulan – 2 tahun",
      "6 bulan–6 tahun",
    ]);
    expect(keptTogether("Januari–Maret 2026, seperti tahun 1945–1949.")).toEqual(["Januari–Maret", "1945–1949"]);
    expect(keptTogether("Telepon +62 812-3456-7890")).toEqual(["812-3456-7890"]);
  });

  it("leaves compounds that are no reduplication, and addresses, to the browser", () => {
    const text = [
      "Kirim e-mail ke info@daycare-cisauk.id",
      "pandemi COVID-19",
      "Wi-Fi gratis",
      "check-up rutin",
      "membaca Al-Qur'an",
      "sesi tanya-jawab",
      "lihat https://ayosehat.kemkes.go.id/anak-anak/nilai-nilai",
      "atau www.anak-anak.id",
      "teman non-Muslim",
    ].join(". ");
    expect(keptTogether(text)).toEqual([]);
  });

  it("judges reduplication by the two halves only", () => {
    expect(isReduplication("anak", "anak")).toBe(true);
    expect(isReduplication("e", "mail")).toBe(false);
    expect(isReduplication("tanya", "jawab")).toBe(false);
  });

  it("gives a run found by two rules once", () => {
    // A reduplicated word and a range of days at once.
    expect(keptTogether("setiap Senin-Senin pagi")).toEqual(["Senin-Senin"]);
  });
});

/** What a reader gets of a page: the text of its body, and its head as written. */
function readable(html: string) {
  const document = parse(html);
  const text = (node: T.ChildNode | T.Document): string =>
    node.nodeName === "#text"
      ? (node as T.TextNode).value
      : "childNodes" in node
        ? node.childNodes.map(text).join("")
        : "";
  return { text: text(document), head: html.slice(0, html.indexOf("<body")) };
}

const page = (body: string) =>
  `<!doctype html><html lang="id"><head><title>Kakak-Kakak 07.00–17.00</title>` +
  `<meta name="description" content="anak-anak, Senin–Jumat">` +
  `<script type="application/ld+json">{"openingHours":"Mo-Fr 07:00-17:00","name":"anak-anak"}</script>` +
  `<style>.nilai-nilai{color:red}</style></head><body>${body}</body></html>`;

describe("keepTogetherInHtml", () => {
  it("wraps the runs of the body's text, in components and in Markdown alike", () => {
    const html = page(
      `<h2><a href="/blog/3">Hari Ceria Bersama Kakak-Kakak Mahasiswa</a></h2>` +
        `<div class="article-body"><p>Anak-anak belajar <strong>nilai-nilai</strong> Islam.</p></div>`,
    );
    expect(keepTogetherInHtml(html)).toBe(
      page(
        `<h2><a href="/blog/3">Hari Ceria Bersama <span class="whitespace-nowrap">Kakak-Kakak</span> Mahasiswa</a></h2>` +
          `<div class="article-body"><p><span class="whitespace-nowrap">Anak-anak</span> belajar ` +
          `<strong><span class="whitespace-nowrap">nilai-nilai</span></strong> Islam.</p></div>`,
      ),
    );
  });

  it("reads across the empty comments React leaves between two expressions, and keeps them", () => {
    expect(keepTogetherInHtml(page("<p>Buka <!-- -->07.00<!-- -->–<!-- -->17.00<!-- --> WIB</p>"))).toBe(
      page(`<p>Buka <!-- --><span class="whitespace-nowrap">07.00<!-- -->–<!-- -->17.00<!-- --></span> WIB</p>`),
    );
  });

  it("keeps a run in a flex or grid container one item, as the browser made it", () => {
    expect(keepTogetherInHtml(page(`<li class="flex items-center gap-2"><svg></svg>Usia 6 bulan – 6 tahun</li>`))).toBe(
      page(
        `<li class="flex items-center gap-2"><svg></svg><span>Usia <span class="whitespace-nowrap">6 bulan – 6 tahun</span></span></li>`,
      ),
    );
    expect(keepTogetherInHtml(page(`<p class="sm:inline-grid">anak-anak</p>`))).toContain(
      `<span><span class="whitespace-nowrap">anak-anak</span></span>`,
    );
    expect(keepTogetherInHtml(page(`<p class="flex-1">anak-anak</p>`))).toContain(
      `<p class="flex-1"><span class="whitespace-nowrap">anak-anak</span></p>`,
    );
  });

  it("changes no text a reader, a screen reader or a search engine gets, and nothing in the head", () => {
    const html = page(
      `<p title="anak-anak">Anak-anak &amp; orang tua &lt;3&nbsp;Senin–Jumat, 07.00–17.00 WIB</p>` +
        `<ul><li>sayur-mayur</li><li>2 – 6 tahun</li></ul>`,
    );
    const wrapped = keepTogetherInHtml(html);
    expect(wrapped.match(/whitespace-nowrap/g)).toHaveLength(5);
    expect(readable(wrapped)).toEqual(readable(html));
    expect(wrapped).toContain(`<p title="anak-anak">`);
  });

  it("leaves islands, code, scripts, SVG and form controls exactly as rendered", () => {
    const body =
      `<astro-island uid="a" ssr=""><a href="/blog">Kembali ke Blog: anak-anak</a></astro-island>` +
      `<pre><code>anak-anak 07.00-17.00</code></pre><p>Ketik <code>nilai-nilai</code></p>` +
      `<script>const jam = "07.00–17.00";</script><svg><text>anak-anak</text></svg>` +
      `<textarea>anak-anak</textarea><select><option>Senin–Jumat</option></select>` +
      `<noscript>anak-anak</noscript><template><p>anak-anak</p></template>`;
    expect(keepTogetherInHtml(page(body))).toBe(page(body));
  });

  it("returns a page with nothing to keep together byte for byte", () => {
    const html = page(`<p>Kirim e-mail, baca COVID-19 &amp; lainnya.</p>`);
    expect(keepTogetherInHtml(html)).toBe(html);
  });
});
