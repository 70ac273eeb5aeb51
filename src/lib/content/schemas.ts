/**
 * The shape of every collection, built from the fields of ./fields/fields.ts: the
 * build validates the data files with these, the editor's fields are
 * generated from them, and the pages' types are inferred from them. Only
 * types leave this file for the browser (`import type`), so zod never reaches
 * a page's JavaScript.
 */
import { z } from "astro/zod";
import { openingDays } from "../format/opening-days.ts";
import { normalizePhone } from "../format/phone.ts";
import {
  choice,
  count,
  flag,
  type FieldMeta,
  group,
  list,
  patterned,
  TEXT_LIMITS,
  text,
  tooLong,
} from "./fields/fields.ts";

export { cleanText } from "./fields/fields.ts";

/* Pictures ---------------------------------------------------------------- */

/** A picture as pages get it: URL, intrinsic size (no layout shift) and, for pictures, smaller versions. */
export interface Image {
  src: string;
  width: number;
  height: number;
  /** `srcset` lists of the AVIF and WebP versions; absent for vector marks such as the logo. */
  avif?: string;
  webp?: string;
}

/** The picture formats Astro's image pipeline (astro:assets, sharp) reads. */
export const imageExtensions = ["svg", "jpg", "jpeg", "png", "webp", "avif"] as const;
const IMAGE_EXTENSION = new RegExp(`\\.(${imageExtensions.join("|")})$`, "i");
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9 ._-]*(\/[A-Za-z0-9][A-Za-z0-9 ._-]*)*$/;

/** Why a picture name cannot be used, in words a person can act on; null when it can. */
export function imageNameProblem(name: string): string | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  if (extension === "heic" || extension === "heif") {
    return "adalah foto HEIC (format bawaan iPhone) yang tidak bisa diolah: simpan foto sebagai JPG (di iPhone: Pengaturan › Kamera › Format › Paling Kompatibel, atau kirim foto ke diri sendiri lewat WhatsApp lalu simpan), lalu tulis nama berkas .jpg-nya di sini";
  }
  if (!extension) return `harus ditulis lengkap dengan akhiran nama berkasnya, contoh: ${name || "blog"}.jpg`;
  if (!IMAGE_EXTENSION.test(name)) {
    return `berformat .${extension} yang tidak didukung: simpan gambar sebagai JPG atau PNG (juga bisa WebP, AVIF, atau SVG)`;
  }
  if (!SAFE_NAME.test(name) || name.split("/").some((part) => part === "." || part === "..")) {
    return "hanya boleh berisi huruf, angka, spasi, titik, tanda hubung (-), garis bawah (_), dan garis miring (/) sebelum nama folder, contoh: blog/kegiatan-posyandu.jpg";
  }
  return null;
}

/**
 * Content names a picture by its path inside src/content/images, e.g.
 * `blog/posyandu.jpg` (any case, as a phone names it). The browser editor
 * writes it with a leading slash (`/blog/posyandu.jpg`), which is dropped.
 * The build checks that it exists and can be read.
 */
export function image(label: string, { folder, hint }: { folder: string; hint?: string }) {
  return z
    .string({ error: "harus diisi nama berkas gambar, contoh: blog/posyandu.jpg" })
    .max(TEXT_LIMITS.name, tooLong(TEXT_LIMITS.name))
    .trim()
    .transform((value, context) => {
      const name = value.replace(/^\/+/, "");
      const problem = imageNameProblem(name);
      if (problem) {
        context.addIssue({ code: "custom", message: `'${value}' ${problem}` });
        return z.NEVER;
      }
      return name;
    })
    .meta({ label, hint, widget: "image", folder } satisfies FieldMeta);
}

/** Alt text: what a picture shows, for people who cannot see it. */
const alt = (what: string) =>
  text(`Keterangan foto ${what}`, {
    hint: "Apa yang terlihat di foto, untuk pengunjung yang tidak bisa melihatnya. Contoh: Anak-anak menanam bayam di pot.",
  });

/* Identity and contact ---------------------------------------------------- */

/**
 * The phone number as staff may write it: +62, 62 or 0, then the number,
 * with spaces, dashes, dots or brackets between digits. The editor checks
 * this pattern; the build also derives the display, tel: and wa.me forms.
 */
export const PHONE_PATTERN = /^\s*(\+62|62|0)[\s().-]*[1-9]([\s().-]*\d){7,11}[\s().-]*$/;
/*
 * The identity the project ships (site.yaml) is a made-up one: each of its
 * fields names its own made-up value once, as `example` (FieldMeta), and
 * the messages that give an example quote that one.
 */
const PHONE_EXAMPLE = "+62 812-3456-7890";
const PHONE_MESSAGE = `harus berupa nomor Indonesia yang diawali +62 atau 0, contoh: ${PHONE_EXAMPLE} atau ${PHONE_EXAMPLE.replace(/^\+62 /, "0")}`;
const TIME_PATTERN = /^([01]\d|2[0-3])\.[0-5]\d$/;
const POSTAL_CODE = /^\d{5}$/;

const webAddress = (label: string, example: string) => {
  const message = `harus berupa alamat web lengkap, contoh: ${example}`;
  return (
    z
      .url({ protocol: /^https?$/, error: message, abort: true })
      .max(TEXT_LIMITS.address, tooLong(TEXT_LIMITS.address))
      // The same rule as a pattern, so that the editor can check it before saving.
      .regex(/^https?:\/\/\S+$/, message)
      .meta({
        label,
        hint: `Alamat lengkap, diawali https://, contoh: ${example}`,
        widget: "string",
        patternMessage: message,
        example,
      } satisfies FieldMeta)
  );
};
/** A latitude (limit 90) or longitude (limit 180) in degrees, as Google Maps shows it. */
const coordinate = (label: string, limit: number, example: number) => {
  const message = `harus berupa angka derajat antara -${limit} dan ${limit}, contoh: ${example}`;
  return z
    .number({ error: message })
    .min(-limit, message)
    .max(limit, message)
    .meta({ label, widget: "number", decimal: true, example } satisfies FieldMeta);
};
const EMAIL_EXAMPLE = "info@daycarecisauk.id";
const EMAIL_MESSAGE = `harus berupa alamat email, contoh: ${EMAIL_EXAMPLE}`;

export const siteContentSchema = z.strictObject({
  name: text("Nama daycare", {
    hint: "Dipakai di judul setiap halaman dan di pesan WhatsApp.",
    example: "Daycare Cisauk",
    max: 60,
  }),
  tagline: text("Slogan", { max: 160 }),
  phone: patterned("Nomor WhatsApp dan telepon", PHONE_PATTERN, PHONE_MESSAGE, {
    hint: "Tulis satu kali, boleh dengan spasi atau tanda hubung. Tautan WhatsApp dan telepon dibuat otomatis dari nomor ini.",
    example: PHONE_EXAMPLE,
  }).refine((value) => normalizePhone(value) !== null, { error: PHONE_MESSAGE }),
  email: z
    .email({ error: EMAIL_MESSAGE })
    .max(254, tooLong(254))
    .meta({
      label: "Email",
      widget: "string",
      patternMessage: EMAIL_MESSAGE,
      example: EMAIL_EXAMPLE,
    } satisfies FieldMeta),
  address: group("Alamat", {
    street: text("Jalan atau desa", { example: "Suradita" }),
    district: text("Kecamatan"),
    city: text("Kota atau kabupaten"),
    province: text("Provinsi"),
    postalCode: patterned("Kode pos", POSTAL_CODE, "harus 5 angka, contoh: 15343"),
  }),
  hours: group("Jam operasional", {
    days: text("Hari buka", {
      hint: "Rentang hari seperti Senin - Jumat, atau daftar seperti Senin, Rabu, Jumat.",
    }).refine((value) => openingDays(value) !== null, {
      error: "harus berupa rentang hari seperti Senin - Jumat, atau daftar seperti Senin, Rabu, Jumat",
    }),
    opens: patterned("Jam buka", TIME_PATTERN, "harus berupa jam seperti 07.00 (dengan titik)"),
    closes: patterned("Jam tutup", TIME_PATTERN, "harus berupa jam seperti 17.00 (dengan titik)"),
  }),
  social: group("Media sosial", {
    facebook: webAddress("Halaman Facebook", "https://www.facebook.com/daycarecisauk"),
    instagram: webAddress("Profil Instagram", "https://www.instagram.com/daycarecisauk"),
  }),
  location: group(
    "Titik lokasi di peta",
    {
      latitude: coordinate("Garis lintang (latitude)", 90, -6.3347),
      longitude: coordinate("Garis bujur (longitude)", 180, 106.6329),
    },
    {
      hint: "Untuk mesin pencari. Di Google Maps, tekan lama titik daycare, lalu salin dua angka yang muncul, contoh: -6.3347, 106.6329.",
    },
  ),
  siteUrl: webAddress("Alamat situs", "https://daycarecisauk.id"),
});
export type SiteContent = z.output<typeof siteContentSchema>;

/* Lists shown on the pages ------------------------------------------------ */

export const gradients = { teal: "Hijau toska", sun: "Kuning", coral: "Jingga koral", sky: "Biru langit" } as const;
export type Gradient = keyof typeof gradients;
const gradient = () => choice("Warna kartu", gradients);

export const programSchema = z.strictObject({
  title: text("Nama program"),
  ageRange: text("Rentang usia", { hint: "Contoh: 6 bulan – 2 tahun" }),
  maxChildren: text("Jumlah anak per kelompok", { hint: "Contoh: Maks. 5 anak per kelompok" }),
  hours: text("Jam", { hint: "Boleh memakai {jam_buka} untuk jam operasional dari Identitas & Kontak." }),
  summary: text("Ringkasan", { long: true }),
  features: list("Keunggulan", text("Keunggulan"), { min: 5, max: 5, itemLabel: "Keunggulan" }),
  gradient: gradient(),
  popupText: text("Teks jendela pendaftaran", { long: true, hint: "Muncul saat orang tua menekan Daftar Sekarang." }),
  image: image("Gambar program", { folder: "" }),
  imageAlt: alt("program"),
});
export type Program = z.output<typeof programSchema>;

export const pillarSchema = z.strictObject({
  title: text("Judul"),
  methodTitle: text("Judul di halaman Program", { hint: "Boleh dikosongkan jika sama dengan judul." }).optional(),
  description: text("Penjelasan", { long: true }),
  icon: choice("Ikon", { book: "Buku", hand: "Tangan", sparkles: "Kilau", star: "Bintang" }),
  gradient: gradient(),
});
export type Pillar = z.output<typeof pillarSchema>;

export const testimonialSchema = z.strictObject({
  name: text("Nama", { hint: "Contoh: Bunda Rina. Mintalah izin orang tua sebelum menampilkan testimoninya." }),
  relation: text("Keterangan", { hint: "Contoh: Ibu dari Aisyah, 3 tahun" }),
  text: text("Isi testimoni", { long: true }),
  rating: count("Nilai (bintang)", { min: 1, max: 5 }),
});
export type Testimonial = z.output<typeof testimonialSchema>;

export const teamMemberSchema = z.strictObject({
  name: text("Nama"),
  role: text("Peran", { hint: "Contoh: Pengasuh Bayi" }),
  experienceYears: count("Pengalaman (tahun)", { min: 0, max: 60 }),
  bio: text("Perkenalan singkat", { long: true }),
  photo: image("Foto", { folder: "" }),
});
export type TeamMember = z.output<typeof teamMemberSchema>;

export const valueSchema = z.strictObject({
  title: text("Judul"),
  description: text("Penjelasan", { long: true }),
  icon: choice("Ikon", { heart: "Hati", badge: "Lencana", sprout: "Tunas" }),
});
export type Value = z.output<typeof valueSchema>;

export const trialSchema = z.strictObject({
  title: text("Nama trial"),
  duration: text("Lama", { hint: "Contoh: 1 hari" }),
  description: text("Penjelasan", { long: true }),
  // The site shows no amount: the price is discussed in the chat.
  priceText: text("Teks harga", {
    hint: "Tanpa angka nominal; biaya dijelaskan lewat WhatsApp. Contoh: Hubungi kami",
  }).refine((value) => !/\d/.test(value), "tidak boleh berisi angka nominal; tulis misalnya: Hubungi kami"),
  popupText: text("Teks jendela pendaftaran", { long: true, hint: "Muncul saat orang tua menekan Daftar Trial." }),
});
export type Trial = z.output<typeof trialSchema>;

export const galleryGroupSchema = z.strictObject({
  title: text("Judul kelompok foto", {
    hint: "Keterangan setiap foto dibuat dari judul ini, misalnya Fasilitas Foto 3.",
  }),
  images: list("Foto", image("Foto", { folder: "galeri" }), { min: 4, max: 4, itemLabel: "Foto" }),
});
export type GalleryGroup = z.output<typeof galleryGroupSchema>;

/** One of the categories an article can be filed under (categories.yaml): each becomes a page of the blog. */
export const articleCategorySchema = z.strictObject({
  name: text("Nama kategori", {
    hint: "Ditulis persis seperti yang tampil di situs, contoh: Kesehatan Anak.",
    max: 40,
  }),
});
export type ArticleCategory = z.output<typeof articleCategorySchema>;

export const faqItemSchema = z.strictObject({
  question: text("Pertanyaan"),
  answer: text("Jawaban", { long: true, hint: "Boleh memakai {jam_buka}, {jam_mulai}, dan {jam_tutup}." }),
});
export type FaqItem = z.output<typeof faqItemSchema>;

/* Page texts -------------------------------------------------------------- */

const heading = (where: string) => ({
  title: text(`Judul ${where}`),
  text: text(`Pengantar ${where}`, { long: true }),
});
const description = () =>
  text("Deskripsi untuk mesin pencari", {
    long: true,
    hint: "Satu atau dua kalimat yang muncul di hasil Google dan saat tautan dibagikan. Boleh memakai {nama}.",
  });
const callToAction = (where: string) => group(`Ajakan menghubungi ${where}`, heading(where));

export const homeSchema = z.strictObject({
  description: description(),
  hero: group("Bagian pembuka", {
    eyebrow: text("Label kecil di atas judul", { hint: "Boleh memakai {slogan}." }),
    title: text("Judul utama"),
    text: text("Kalimat pembuka", { long: true }),
    image: image("Gambar utama", { folder: "" }),
    imageAlt: alt("utama"),
    badge: group("Lencana", { title: text("Judul lencana"), text: text("Keterangan lencana") }),
    facts: list("Fakta singkat", text("Fakta"), {
      min: 1,
      max: 4,
      itemLabel: "Fakta",
      hint: "Boleh memakai {jam_buka}.",
    }),
  }),
  programs: group("Bagian program", { ...heading("bagian program"), link: text("Teks tautan ke halaman Program") }),
  pillars: group("Bagian pilar pembelajaran", heading("bagian pilar")),
  testimonials: group("Bagian testimoni", heading("bagian testimoni")),
  closing: group("Ajakan di akhir halaman", heading("ajakan")),
});
export type HomeContent = z.output<typeof homeSchema>;

export const aboutSchema = z.strictObject({
  description: description(),
  intro: group("Perkenalan", {
    title: text("Judul halaman"),
    lead: text("Kalimat pembuka", { long: true, hint: "Boleh memakai {nama}." }),
    paragraphs: list("Paragraf", text("Paragraf", { long: true }), { min: 1, max: 6, itemLabel: "Paragraf" }),
    image: image("Foto fasilitas", { folder: "" }),
    imageAlt: alt("fasilitas"),
    imageCaption: text("Keterangan di bawah foto"),
  }),
  vision: group("Visi", { title: text("Judul visi"), text: text("Visi", { long: true }) }),
  mission: group("Misi", {
    title: text("Judul misi"),
    items: list("Butir misi", text("Butir misi", { long: true }), { min: 1, max: 8, itemLabel: "Butir misi" }),
  }),
  values: group("Bagian nilai", heading("bagian nilai")),
  team: group("Bagian tim", heading("bagian tim")),
  contact: callToAction("di akhir halaman"),
});
export type AboutContent = z.output<typeof aboutSchema>;

export const pagesSchema = z.strictObject({
  program: group("Program & Biaya", {
    title: text("Judul halaman"),
    description: description(),
    intro: text("Pengantar", { long: true }),
    methods: group("Bagian metode", heading("bagian metode")),
    trials: group("Bagian trial", heading("bagian trial")),
  }),
  gallery: group("Galeri", {
    title: text("Judul halaman"),
    description: description(),
    intro: text("Pengantar", { long: true }),
    visit: text("Ajakan berkunjung di akhir halaman", { long: true }),
  }),
  blog: group("Blog", {
    title: text("Judul halaman", { hint: "Boleh memakai {nama}." }),
    description: description(),
    intro: text("Pengantar", { long: true }),
    readNext: text("Judul daftar artikel lain di akhir artikel"),
    contact: callToAction("di akhir artikel"),
  }),
  contact: group("Kontak", {
    title: text("Judul halaman"),
    description: description(),
    intro: text("Pengantar", { long: true }),
    faq: group("Bagian FAQ", heading("bagian FAQ")),
    map: group("Bagian peta", { title: text("Judul bagian peta"), frameTitle: text("Nama peta untuk pembaca layar") }),
    visit: group("Ajakan berkunjung", heading("ajakan berkunjung")),
  }),
});
export type PagesContent = z.output<typeof pagesSchema>;

export const footerSchema = z.strictObject({
  blurb: text("Perkenalan singkat", { long: true }),
  closing: text("Kalimat penutup"),
});
export type FooterContent = z.output<typeof footerSchema>;

export const statusPagesSchema = z.strictObject({
  notFound: group("Halaman tidak ditemukan", {
    title: text("Judul"),
    description: text("Deskripsi"),
    text: text("Penjelasan", { long: true }),
    link: text("Teks tautan ke Beranda"),
  }),
  articleNotFound: group("Artikel tidak ditemukan", {
    title: text("Judul"),
    text: text("Penjelasan", { long: true }),
    link: text("Teks tautan ke daftar artikel"),
  }),
  error: group("Halaman gagal dimuat", { title: text("Judul"), text: text("Penjelasan", { long: true }) }),
});
export type StatusPagesContent = z.output<typeof statusPagesSchema>;

/* Chat messages ----------------------------------------------------------- */

const message = (label: string, hint: string) =>
  text(label, {
    long: true,
    // It travels in the chat link's address (wa.me/…?text=), which phones cut off when too long.
    max: 500,
    hint: `${hint} Boleh memakai {nama}; pesan dikirim oleh orang tua, jadi tulislah dari sisi mereka.`,
  });

/** The text each WhatsApp chat opens with, by why a parent starts it (src/lib/format/chat-link.ts). */
export const chatMessagesSchema = z.strictObject({
  question: message(
    "Pesan dari tombol Tanya Kami",
    "Tombol hijau Tanya Kami di setiap halaman, nomor WhatsApp di kaki halaman, dan ajakan di akhir artikel.",
  ),
  visit: message(
    "Pesan dari Jadwalkan Kunjungan",
    "Tombol Jadwalkan Kunjungan di menu, Beranda, Galeri, Tentang Kami, dan Kontak.",
  ),
  register: message("Pesan dari Daftar Sekarang dan Daftar Trial", "Tombol pendaftaran di halaman Program & Biaya."),
  enrol: message("Pesan dari Hubungi Kami di akhir Beranda", "Ajakan mencoba program trial di akhir Beranda."),
});
export type ChatMessages = z.output<typeof chatMessagesSchema>;
/** Why a visitor starts a chat; each purpose has its own prefilled message (src/content/data/chat.yaml). */
export type ChatPurpose = keyof ChatMessages;

/* Articles ---------------------------------------------------------------- */

const DATE_MESSAGE = "harus berupa tanggal seperti 2025-09-19 (tahun-bulan-tanggal)";
const isoDate = z
  .string({ error: DATE_MESSAGE })
  .max(10, { error: DATE_MESSAGE, abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DATE_MESSAGE, abort: true })
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "bukan tanggal yang ada di kalender, contoh yang benar: 2025-09-19")
  .meta({ label: "Tanggal", widget: "date", patternMessage: DATE_MESSAGE } satisfies FieldMeta);

/** How each front matter field is named in a sentence of a message. */
export const articleFieldLabels = {
  id: "id",
  title: "judul",
  date: "tanggal",
  author: "nama penulis",
  category: "kategori",
  image: "nama gambar",
  draft: "draft",
} as const;

const ID_MESSAGE = "harus berupa angka bulat positif, contoh: 4";

/** The front matter at the top of every article file in src/content/blog. */
export const articleFrontMatterSchema = z.strictObject(
  {
    id: z
      .number({ error: ID_MESSAGE })
      .int(ID_MESSAGE)
      .positive(ID_MESSAGE)
      // It becomes the address /blog/{id}: a number JavaScript cannot hold exactly would break it.
      .max(999_999, "terlalu besar: pakai angka berikutnya setelah id artikel terakhir, contoh: 4")
      .meta({ label: "Nomor artikel", widget: "number" } satisfies FieldMeta),
    title: text("Judul"),
    date: isoDate,
    author: text("Nama penulis"),
    category: text("Kategori", {
      hint: "Pilih dari daftar. Kategori baru ditambahkan dulu di menu Daftar kategori.",
      max: 40,
    }),
    image: image("Foto utama", {
      folder: "blog",
      hint: "Foto mendatar (lanskap) paling cocok. Foto dari ponsel boleh langsung dipakai.",
    }),
    draft: flag("Draf (belum tampil di situs)", { default: false }).optional(),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `tidak dikenal: bagian atas artikel hanya boleh berisi ${Object.keys(articleFieldLabels).join(", ")} (periksa ejaannya)`
        : undefined,
  },
);
export type ArticleFrontMatter = z.output<typeof articleFrontMatterSchema>;

/** An article as pages get it: its front matter (drafts never reach a page) and its meta description. */
export const articleSchema = articleFrontMatterSchema.omit({ draft: true }).extend({
  /** First 150 characters of the plain text, then '...'. */
  description: z.string(),
});
export type ArticleData = z.output<typeof articleSchema>;
