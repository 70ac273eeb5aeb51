/**
 * Where the staff's content lives, and what each data file is called in the editor: the one list the
 * collections (./collections.ts), the pictures (./pictures/image-catalog.ts) and the publishing
 * workflow's admission (tooling/publish/content.ts) share. It imports nothing: the admission runs in
 * a job of the workflow that installs no package, so that no dependency shares a machine with the
 * content repository's deploy key.
 */

/** Where the data files live; articles and pictures have folders of their own. */
export const DATA_DIR = "src/content/data";
/** The articles: one Markdown file each. */
export const ARTICLES_DIR = "src/content/blog";
/** The pictures, in folders by where they show. */
export const IMAGES_DIR = "src/content/images";

export interface DataFile {
  /** The editor's name for it, in Indonesian. */
  label: string;
  /** One sentence for the editor: what it is and where it shows. */
  description: string;
  /** The file inside DATA_DIR. */
  file: string;
}

/** Every data file the staff may change, by the collection that reads it. */
export const dataFiles = {
  site: {
    label: "Identitas & Kontak",
    description:
      "Nama, slogan, nomor WhatsApp, email, alamat, jam operasional, dan media sosial. Dipakai di semua halaman.",
    file: "site.yaml",
  },
  home: { label: "Beranda", description: "Teks halaman Beranda.", file: "home.yaml" },
  about: { label: "Tentang Kami", description: "Teks halaman Tentang Kami.", file: "about.yaml" },
  pages: {
    label: "Teks halaman lain",
    description: "Judul dan pengantar halaman Program & Biaya, Galeri, Blog, dan Kontak.",
    file: "pages.yaml",
  },
  programs: {
    label: "Program",
    description: "Program Bayi dan Program Toddler di Beranda dan halaman Program & Biaya.",
    file: "programs.yaml",
  },
  trials: {
    label: "Program trial",
    description: "Trial Harian dan Trial Mingguan di halaman Program & Biaya.",
    file: "trials.yaml",
  },
  pillars: {
    label: "Pilar pembelajaran",
    description: "Empat pilar di Beranda, yang juga menjadi metode di halaman Program & Biaya.",
    file: "pillars.yaml",
  },
  values: {
    label: "Nilai-nilai",
    description: "Nilai yang kami pegang, di halaman Tentang Kami.",
    file: "values.yaml",
  },
  team: { label: "Tim", description: "Anggota tim dengan fotonya, di halaman Tentang Kami.", file: "team.yaml" },
  testimonials: { label: "Testimoni", description: "Cerita orang tua di Beranda.", file: "testimonials.yaml" },
  faq: {
    label: "Tanya jawab (FAQ)",
    description: "Pertanyaan yang sering diajukan, di halaman Kontak.",
    file: "faq.yaml",
  },
  gallery: {
    label: "Galeri",
    description: "Kelompok foto di halaman Galeri, masing-masing empat foto.",
    file: "gallery.yaml",
  },
  categories: {
    label: "Daftar kategori",
    description:
      "Kategori yang bisa dipilih untuk artikel; tiap kategori yang dipakai artikel terbit punya halaman sendiri di Blog. Tambahkan kategori baru di sini dulu, lalu pilih di artikelnya.",
    file: "categories.yaml",
  },
  chat: {
    label: "Pesan WhatsApp",
    description: "Kalimat pembuka yang sudah terisi saat orang tua menekan tombol WhatsApp di situs.",
    file: "chat.yaml",
  },
  footer: { label: "Kaki halaman", description: "Teks di bagian bawah setiap halaman.", file: "footer.yaml" },
  statusPages: {
    label: "Halaman tidak ditemukan",
    description: "Teks yang muncul saat alamat halaman atau artikel salah.",
    file: "status-pages.yaml",
  },
} as const satisfies Record<string, DataFile>;
