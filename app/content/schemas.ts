/**
 * The shape of every content module. Only types leave this file for the
 * browser (`import type`); the schemas themselves run at build time and in
 * `npm test`, so zod never reaches a page's JavaScript.
 */
import { z } from "zod";
import { openingDays } from "../lib/opening-days";
import { normalizePhone } from "../lib/phone";

/**
 * Control characters (a NUL pasted from another program, a stray escape) are
 * invisible to the person writing and break what the build makes of the text
 * (link previews, JSON-LD), so they are dropped. Tabs and line breaks stay.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
export const cleanText = (value: string) => value.replace(CONTROL_CHARACTERS, "");

const text = (what: string) =>
  z
    .string({ error: `${what} harus diisi dengan teks di antara tanda kutip, contoh: "…"` })
    .overwrite(cleanText)
    .trim()
    .min(1, `${what} tidak boleh kosong: tulis teksnya di antara tanda kutip`);
const httpsUrl = (example: string) =>
  z.url({ protocol: /^https?$/, error: `harus berupa alamat web lengkap, contoh: ${example}` });

export const siteContentSchema = z.object({
  name: text("nama daycare"),
  tagline: text("slogan"),
  phone: z
    .string()
    .refine((value) => normalizePhone(value) !== null, {
      error: "harus berupa nomor Indonesia, contoh: +62 812-3456-7890 atau 0812-3456-7890",
    }),
  email: z.email({ error: "harus berupa alamat email, contoh: info@daycarecisauk.id" }),
  address: z.object({
    street: text("jalan/desa"),
    district: text("kecamatan"),
    city: text("kota/kabupaten"),
    province: text("provinsi"),
    postalCode: z.string().regex(/^\d{5}$/, "harus 5 angka, contoh: 15343"),
  }),
  hours: z.object({
    days: text("hari buka").refine((value) => openingDays(value) !== null, {
      error: "harus berupa rentang hari seperti Senin - Jumat, atau daftar seperti Senin, Rabu, Jumat",
    }),
    opens: z.string().regex(/^([01]\d|2[0-3])\.[0-5]\d$/, "harus berupa jam seperti 07.00"),
    closes: z.string().regex(/^([01]\d|2[0-3])\.[0-5]\d$/, "harus berupa jam seperti 17.00"),
  }),
  social: z.object({
    facebook: httpsUrl("https://www.facebook.com/namahalaman"),
    instagram: httpsUrl("https://www.instagram.com/namaprofil"),
  }),
  siteUrl: httpsUrl("https://daycarecisauk.id"),
});
export type SiteContent = z.input<typeof siteContentSchema>;

/** A picture as pages get it: URL, intrinsic size (no layout shift) and, for pictures, smaller versions. */
export interface Image {
  src: string;
  width: number;
  height: number;
  /** `srcset` lists of the AVIF and WebP versions; absent for vector marks such as the logo. */
  avif?: string;
  webp?: string;
}

/** The picture formats the image pipeline reads (scripts/image-pipeline.ts). */
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
 * Content names a picture by its path inside app/images, e.g.
 * `blog/posyandu.jpg` (any case, as a phone names it). A leading slash, as a
 * browser editor writes it, is dropped. The build checks that it exists.
 */
export const imageNameSchema = z
  .string({ error: "harus diisi nama berkas gambar, contoh: blog/posyandu.jpg" })
  .trim()
  .transform((value, context) => {
    const name = value.replace(/^\/+/, "");
    const problem = imageNameProblem(name);
    if (problem) {
      context.addIssue({ code: "custom", message: `'${value}' ${problem}` });
      return z.NEVER;
    }
    return name;
  });

export const gradients = ["teal", "sun", "coral", "sky"] as const;
export const gradientSchema = z.enum(gradients, { error: `harus salah satu dari: ${gradients.join(", ")}` });
export type Gradient = z.infer<typeof gradientSchema>;

export const programSchema = z.object({
  id: z.enum(["bayi", "toddler"]),
  title: text("judul"),
  ageRange: text("rentang usia"),
  maxChildren: text("jumlah anak maksimal"),
  hours: text("jam"),
  summary: text("ringkasan"),
  features: z.array(text("fitur")).length(5, "harus berisi tepat 5 fitur"),
  gradient: gradientSchema,
  popupText: text("teks popup"),
  image: imageNameSchema,
  imageAlt: text("teks alternatif gambar"),
});
export type Program = z.infer<typeof programSchema>;

export const pillarIcons = ["book", "hand", "sparkles", "star"] as const;
export const pillarSchema = z.object({
  title: text("judul"),
  methodTitle: text("judul di halaman program").optional(),
  description: text("deskripsi"),
  icon: z.enum(pillarIcons),
  gradient: gradientSchema,
});
export type Pillar = z.infer<typeof pillarSchema>;

export const testimonialSchema = z.object({
  name: text("nama"),
  relation: text("keterangan"),
  text: text("isi testimoni"),
  rating: z.number().int().min(1).max(5, "harus antara 1 dan 5"),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const teamMemberSchema = z.object({
  name: text("nama"),
  role: text("peran"),
  experienceYears: z.number().int().min(0, "harus angka tahun, contoh: 4"),
  bio: text("bio singkat"),
  photo: imageNameSchema,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const valueIcons = ["heart", "badge", "sprout"] as const;
export const valueSchema = z.object({
  title: text("judul"),
  description: text("deskripsi"),
  icon: z.enum(valueIcons),
});
export type Value = z.infer<typeof valueSchema>;

export const trialSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/, "harus huruf kecil tanpa spasi, contoh: harian"),
  title: text("judul"),
  duration: text("durasi"),
  description: text("deskripsi"),
  // The spec gives no amount: the price is discussed in the chat.
  priceText: text("teks harga").refine((value) => !/\d/.test(value), "tidak boleh berisi angka nominal; tulis misalnya: Hubungi kami"),
  popupText: text("teks popup"),
});
export type Trial = z.infer<typeof trialSchema>;

export const galleryGroupSchema = z.object({
  title: text("judul"),
  images: z.array(imageNameSchema).length(4, "harus berisi tepat 4 gambar"),
});
export type GalleryGroup = z.infer<typeof galleryGroupSchema>;

export const faqItemSchema = z.object({
  question: text("pertanyaan"),
  answer: text("jawaban"),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

const isoDate = z
  .string({ error: "harus berupa tanggal seperti 2025-09-19 (tahun-bulan-tanggal)" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "harus berupa tanggal seperti 2025-09-19 (tahun-bulan-tanggal)", abort: true })
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "bukan tanggal yang ada di kalender, contoh yang benar: 2025-09-19");

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

/** The front matter at the top of every article file in app/content/blog. */
export const articleFrontMatterSchema = z.strictObject(
  {
    id: z
      .number({ error: "harus berupa angka bulat positif, contoh: 4" })
      .int("harus berupa angka bulat positif, contoh: 4")
      .positive("harus berupa angka bulat positif, contoh: 4")
      // It becomes the address /blog/{id}: a number JavaScript cannot hold exactly would break it.
      .max(999_999, "terlalu besar: pakai angka berikutnya setelah id artikel terakhir, contoh: 4"),
    title: text("judul"),
    date: isoDate,
    author: text("penulis"),
    category: text("kategori"),
    image: imageNameSchema,
    draft: z.boolean({ error: "harus true atau false" }).optional(),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `tidak dikenal: bagian atas artikel hanya boleh berisi ${Object.keys(articleFieldLabels).join(", ")} (periksa ejaannya)`
        : undefined,
  },
);
export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;

/** An article as pages get it: front matter plus what the build derives. */
export interface ArticleSummary extends Omit<ArticleFrontMatter, "draft"> {
  /** First 150 characters of the plain text, then '...'. */
  description: string;
}
