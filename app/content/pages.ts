import { siteContent } from "./site";

/** Title, description and section texts of the pages without a content module of their own. */
export const pages = {
  program: {
    title: "Program & Biaya",
    description: `Program Bayi (6 bulan – 2 tahun) dan Program Toddler (2 – 6 tahun) di ${siteContent.name}, Senin – Jumat 07.00 – 17.00 WIB, dengan Trial Harian dan Trial Mingguan.`,
    intro:
      "Dua program harian untuk anak usia 6 bulan – 6 tahun, dengan kelompok kecil dan pengasuh yang sabar. Untuk biaya, kami jelaskan dengan senang hati lewat WhatsApp sesuai kebutuhan si kecil.",
    methods: {
      title: "Metode Pembelajaran",
      text: "Empat cara kami menemani anak belajar setiap hari, lewat bermain.",
    },
    trials: {
      title: "Program Trial",
      text: "Belum yakin? Coba dulu bersama kami sebelum mendaftar.",
    },
  },
  gallery: {
    title: "Galeri Foto",
    description: `Foto kegiatan belajar, fasilitas, dan keseharian anak-anak di ${siteContent.name}, daycare Muslim di Cisauk.`,
    intro:
      "Sekilas suasana keseharian kami: belajar sambil bermain, ruang yang bersih dan nyaman, serta rutinitas yang menenangkan.",
    visit: "Ingin melihat langsung? Jadwalkan kunjungan, kami ajak Ayah dan Bunda berkeliling.",
  },
  blog: {
    title: `Artikel ${siteContent.name}`,
    description: `Artikel dari tim ${siteContent.name}: cerita kegiatan, kesehatan anak, dan wawasan seputar tumbuh kembang si kecil.`,
    intro: `Tulisan dari tim kami: cerita kegiatan, kabar kesehatan, dan wawasan untuk kemajuan ${siteContent.name} serta tumbuh kembang si kecil.`,
  },
  contact: {
    title: "Hubungi Kami",
    description: `Hubungi ${siteContent.name} lewat WhatsApp, telepon, atau email, atau jadwalkan kunjungan ke daycare kami di Suradita, Cisauk, Tangerang Selatan.`,
    intro:
      "Kami senang mendengar dari Ayah dan Bunda. Kirim pesan lewat WhatsApp, telepon, atau email, atau datang langsung pada jam operasional.",
    faq: {
      title: "Pertanyaan yang Sering Diajukan",
      text: "Jawaban singkat untuk hal-hal yang paling sering ditanyakan orang tua.",
    },
    map: {
      title: "Lokasi Kami",
      frameTitle: `Peta lokasi ${siteContent.name} di Suradita, Cisauk, Tangerang`,
    },
    visit: {
      title: "Jadwalkan Kunjungan",
      text: "Lihat langsung ruang bermain, ruang tidur, dan pojok makan kami, lalu berkenalan dengan para pengasuh. Kabari kami hari yang cocok untuk Ayah dan Bunda.",
    },
  },
};
