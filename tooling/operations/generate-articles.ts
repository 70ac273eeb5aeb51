/**
 * Articles for measuring and testing a blog that has grown: varied,
 * realistic Indonesian text (about 1.9 KB of Markdown each, no two alike),
 * six categories (all in the example list of categories, src/content/data/categories.yaml), a date every three or four days going back from
 * `newest`, and the repository's three article pictures in turn. The same
 * count gives the same files, so budgets built on them are deterministic.
 */

const CATEGORIES = [
  "Kesehatan Anak",
  "Aktivitas",
  "Kegiatan Daycare",
  "Parenting Islami",
  "Gizi & Menu",
  "Tumbuh Kembang",
];
const PICTURES = ["blog/posyandu.svg", "blog/klinik-gigi.svg", "blog/kunjungan-mahasiswa.svg"];
const AUTHORS = [
  "Ustadzah Nur Aini, S.Pd.",
  "Annisa Putri",
  "Siti Rahmawati",
  "Dewi Kartika",
  "Ustadzah Fatimah Azzahra",
];
const GROUPS = ["Baby", "Toddler", "Preschool"];
const THEMES = [
  ["Menanam Sayur", "menanam bayam dan kangkung di pot kecil"],
  ["Mengenal Huruf Hijaiyah", "mengenal huruf hijaiyah lewat lagu dan kartu bergambar"],
  ["Makan Sehat Bersama", "mencicipi sayur dan buah yang dipotong berbentuk lucu"],
  ["Bermain Pasir", "membentuk istana pasir dan menghitung cetakan"],
  ["Cuci Tangan yang Benar", "berlatih mencuci tangan dengan sabun sambil bernyanyi"],
  ["Hari Batik", "mengenakan batik dan mewarnai pola batik sederhana"],
  ["Shalat Dhuha Bersama", "belajar gerakan shalat dhuha dengan tertib"],
  ["Tidur Siang yang Nyenyak", "menyiapkan tidur siang dengan cerita pengantar tidur"],
  ["Mengenal Profesi", "berkenalan dengan pemadam kebakaran dan dokter"],
  ["Motorik Halus", "meronce manik-manik dan menggunting kertas"],
  ["Bercerita Kisah Nabi", "mendengarkan kisah Nabi Yunus dengan boneka tangan"],
  ["Imunisasi", "menyiapkan diri sebelum jadwal imunisasi"],
] as const;
const OPENINGS = [
  "Pekan ini anak-anak kelompok {group} punya kegiatan yang sudah lama mereka tunggu.",
  "Ada cerita seru dari ruang kelas {group} yang ingin kami bagikan kepada Ayah dan Bunda.",
  "Setiap anak tumbuh dengan caranya sendiri, dan kegiatan kali ini mengingatkan kami akan hal itu.",
  "Pagi itu suasana daycare terasa berbeda: anak-anak {group} datang dengan wajah penuh rasa ingin tahu.",
];
const MIDDLES = [
  "Pengasuh mendampingi setiap anak dengan sabar, memberi contoh lebih dulu, lalu membiarkan mereka mencoba sendiri.",
  "Kami membagi anak-anak menjadi kelompok kecil berisi {count} anak agar setiap anak mendapat perhatian yang cukup.",
  "Kegiatan ini kami mulai dengan doa bersama, lalu pengasuh menjelaskan langkah-langkahnya dengan bahasa yang sederhana.",
  "Beberapa anak awalnya malu-malu, tetapi setelah melihat teman-temannya, mereka ikut bergabung dengan gembira.",
  "Kami mencatat perkembangan setiap anak di buku penghubung supaya Ayah dan Bunda bisa ikut memantau di rumah.",
];
const TIPS = [
  "Ajak si kecil bercerita tentang kegiatannya hari ini sebelum tidur.",
  "Beri pujian untuk usahanya, bukan hanya untuk hasilnya.",
  "Sediakan waktu bermain tanpa layar setidaknya satu jam setiap hari.",
  "Biasakan membaca doa sebelum dan sesudah kegiatan.",
  "Siapkan bekal buah potong sebagai camilan sehat.",
  "Ulangi kegiatan sederhana di rumah agar anak makin percaya diri.",
  "Tanyakan kepada pengasuh bila ada perubahan kebiasaan si kecil.",
  "Pastikan si kecil cukup minum air putih sepanjang hari.",
];
const CLOSINGS = [
  "Terima kasih, Ayah dan Bunda, atas kepercayaan yang terus diberikan kepada kami.",
  "Semoga Allah memberkahi setiap langkah tumbuh kembang putra-putri kita.",
  "Sampai jumpa di cerita berikutnya dari {name}.",
  "Kami senang sekali bila Ayah dan Bunda mau berbagi cerita dari rumah.",
];

/** A small seeded generator: the same seed, the same articles, on every machine. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface GeneratedArticle {
  /** File name in src/content/blog. */
  name: string;
  content: string;
}

export function generateArticles(
  count: number,
  { newest = "2026-11-01", centre = "Daycare Cisauk" } = {},
): GeneratedArticle[] {
  const next = random(count * 7919 + 17);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const fill = (text: string) =>
    text
      .replaceAll("{group}", pick(GROUPS))
      .replaceAll("{count}", String(3 + Math.floor(next() * 5)))
      .replaceAll("{name}", centre);
  let date = new Date(`${newest}T00:00:00Z`);
  const articles: GeneratedArticle[] = [];
  // The first `count` ids, newest first; 404 is the address of the blog's not-found page, never an article's.
  const ids = Array.from({ length: count + (count >= 404 ? 1 : 0) }, (_, index) => index + 1).filter(
    (id) => id !== 404,
  );
  for (const id of ids.reverse()) {
    const [theme, activity] = pick(THEMES);
    const group = pick(GROUPS);
    const category = CATEGORIES[(id * 5 + Math.floor(next() * 3)) % CATEGORIES.length]!;
    const day = date.toISOString().slice(0, 10);
    const tips = [...TIPS].sort(() => next() - 0.5).slice(0, 4);
    const body = [
      `${fill(pick(OPENINGS))} Kali ini kami ${activity}, kegiatan ke-${id} yang kami tulis di blog ini.`,
      `${fill(pick(MIDDLES))} ${fill(pick(MIDDLES))} Anak-anak kelompok ${group} paling bersemangat ketika tiba giliran mereka mencoba.`,
      `## Apa yang dipelajari si kecil?`,
      `Lewat kegiatan ${theme.toLowerCase()}, anak belajar bersabar menunggu giliran, berani mencoba hal baru, dan menyelesaikan tugas kecil sampai tuntas. ${fill(pick(MIDDLES))}`,
      `## Yang bisa dilakukan di rumah`,
      tips.map((tip) => `- ${tip}`).join("\n"),
      `### Catatan dari pengasuh`,
      `${fill(pick(MIDDLES))} Di akhir kegiatan, setiap anak menceritakan satu hal yang paling ia sukai, dan kami menuliskannya untuk dibawa pulang.`,
      `${fill(pick(MIDDLES))} Bila Ayah dan Bunda punya pertanyaan tentang kegiatan ini, **tim kami siap membantu** lewat WhatsApp atau saat menjemput si kecil.`,
      fill(pick(CLOSINGS)),
    ].join("\n\n");
    const title = `${theme} bersama Kelompok ${group}: Cerita Pekan ke-${id}`;
    articles.push({
      name: `${id}-${theme.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.md`,
      content: [
        "---",
        `id: ${id}`,
        `title: "${title}"`,
        `date: ${day}`,
        `author: ${pick(AUTHORS)}`,
        `category: ${category}`,
        `image: ${PICTURES[id % PICTURES.length]}`,
        "---",
        "",
        body,
        "",
      ].join("\n"),
    });
    date = new Date(date.getTime() - (3 + Math.floor(next() * 2)) * 86_400_000);
  }
  return articles;
}
