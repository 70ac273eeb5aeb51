/**
 * Every collection of content the centre's staff may change, defined once:
 * where its file is, its schema (./schemas.ts) and how the editor names it.
 * From this list come the build's validation (./content-files.ts), Astro's
 * collections the pages read (src/content.config.ts, through ./loaders.ts)
 * and the editor's configuration (tooling/editor/editor-config.ts). A data
 * file that no collection claims fails the content check.
 */
import { z } from "astro/zod";
import { list } from "./fields/fields.ts";
import {
  aboutSchema,
  chatMessagesSchema,
  articleCategorySchema,
  articleFrontMatterSchema,
  faqItemSchema,
  footerSchema,
  galleryGroupSchema,
  homeSchema,
  pagesSchema,
  pillarSchema,
  programSchema,
  siteContentSchema,
  statusPagesSchema,
  teamMemberSchema,
  testimonialSchema,
  trialSchema,
  valueSchema,
} from "./schemas.ts";

/** Where the data files live; articles have their own folder (src/content/blog). */
export const DATA_DIR = "src/content/data";

export interface Collection {
  /** The editor's name for it, in Indonesian. */
  label: string;
  /** One sentence for the editor: what it is and where it shows. */
  description: string;
  /** The file inside DATA_DIR. */
  file: string;
  schema: z.ZodType;
}

const collection = <T extends z.ZodType>(definition: Omit<Collection, "schema"> & { schema: T }) => definition;

export const collections = {
  site: collection({
    label: "Identitas & Kontak",
    description:
      "Nama, slogan, nomor WhatsApp, email, alamat, jam operasional, dan media sosial. Dipakai di semua halaman.",
    file: "site.yaml",
    schema: siteContentSchema,
  }),
  home: collection({ label: "Beranda", description: "Teks halaman Beranda.", file: "home.yaml", schema: homeSchema }),
  about: collection({
    label: "Tentang Kami",
    description: "Teks halaman Tentang Kami.",
    file: "about.yaml",
    schema: aboutSchema,
  }),
  pages: collection({
    label: "Teks halaman lain",
    description: "Judul dan pengantar halaman Program & Biaya, Galeri, Blog, dan Kontak.",
    file: "pages.yaml",
    schema: pagesSchema,
  }),
  programs: collection({
    label: "Program",
    description: "Program Bayi dan Program Toddler di Beranda dan halaman Program & Biaya.",
    file: "programs.yaml",
    schema: list("Program", programSchema, { min: 1, max: 4, itemLabel: "Program", summary: "{{fields.title}}" }),
  }),
  trials: collection({
    label: "Program trial",
    description: "Trial Harian dan Trial Mingguan di halaman Program & Biaya.",
    file: "trials.yaml",
    schema: list("Trial", trialSchema, { min: 1, max: 4, itemLabel: "Trial", summary: "{{fields.title}}" }),
  }),
  pillars: collection({
    label: "Pilar pembelajaran",
    description: "Empat pilar di Beranda, yang juga menjadi metode di halaman Program & Biaya.",
    file: "pillars.yaml",
    schema: list("Pilar", pillarSchema, { min: 4, max: 4, itemLabel: "Pilar", summary: "{{fields.title}}" }),
  }),
  values: collection({
    label: "Nilai-nilai",
    description: "Nilai yang kami pegang, di halaman Tentang Kami.",
    file: "values.yaml",
    schema: list("Nilai", valueSchema, { min: 1, max: 6, itemLabel: "Nilai", summary: "{{fields.title}}" }),
  }),
  team: collection({
    label: "Tim",
    description: "Anggota tim dengan fotonya, di halaman Tentang Kami.",
    file: "team.yaml",
    schema: list("Anggota tim", teamMemberSchema, {
      min: 1,
      max: 12,
      itemLabel: "Anggota tim",
      summary: "{{fields.name}} ({{fields.role}})",
    }),
  }),
  testimonials: collection({
    label: "Testimoni",
    description: "Cerita orang tua di Beranda.",
    file: "testimonials.yaml",
    schema: list("Testimoni", testimonialSchema, {
      min: 1,
      max: 6,
      itemLabel: "Testimoni",
      summary: "{{fields.name}}",
    }),
  }),
  faq: collection({
    label: "Tanya jawab (FAQ)",
    description: "Pertanyaan yang sering diajukan, di halaman Kontak.",
    file: "faq.yaml",
    schema: list("Pertanyaan", faqItemSchema, {
      min: 1,
      max: 30,
      itemLabel: "Pertanyaan",
      summary: "{{fields.question}}",
    }),
  }),
  gallery: collection({
    label: "Galeri",
    description: "Kelompok foto di halaman Galeri, masing-masing empat foto.",
    file: "gallery.yaml",
    schema: list("Kelompok foto", galleryGroupSchema, {
      min: 1,
      max: 6,
      itemLabel: "Kelompok foto",
      summary: "{{fields.title}}",
    }),
  }),
  categories: collection({
    label: "Daftar kategori",
    description:
      "Kategori yang bisa dipilih untuk artikel; tiap kategori yang dipakai artikel terbit punya halaman sendiri di Blog. Tambahkan kategori baru di sini dulu, lalu pilih di artikelnya.",
    file: "categories.yaml",
    schema: list("Kategori", articleCategorySchema, {
      min: 1,
      max: 20,
      itemLabel: "Kategori",
      summary: "{{fields.name}}",
    }),
  }),
  chat: collection({
    label: "Pesan WhatsApp",
    description: "Kalimat pembuka yang sudah terisi saat orang tua menekan tombol WhatsApp di situs.",
    file: "chat.yaml",
    schema: chatMessagesSchema,
  }),
  footer: collection({
    label: "Kaki halaman",
    description: "Teks di bagian bawah setiap halaman.",
    file: "footer.yaml",
    schema: footerSchema,
  }),
  statusPages: collection({
    label: "Halaman tidak ditemukan",
    description: "Teks yang muncul saat alamat halaman atau artikel salah.",
    file: "status-pages.yaml",
    schema: statusPagesSchema,
  }),
} satisfies Record<string, Collection>;

export type CollectionName = keyof typeof collections;

/** A file that is one list at its root (the FAQ, the team…), not a set of named fields. */
export const isListCollection = (name: CollectionName): boolean => collections[name].schema instanceof z.ZodArray;

/** The articles: one Markdown file each, with front matter (./articles.ts reads them). */
export const articleCollection = {
  label: "Artikel",
  description: "Tulisan di halaman Blog. Centang Draf agar artikel belum tampil di situs.",
  folder: "src/content/blog",
  schema: articleFrontMatterSchema,
  /** The article's text below the front matter, as the editor names it. */
  bodyLabel: "Isi artikel",
};

/** The data of a collection as pages get it: validated, with placeholders filled in. */
export type CollectionData<K extends CollectionName> = z.output<(typeof collections)[K]["schema"]>;
