import { formatOpeningHours } from "../lib/format";
import { siteContent } from "./site";

/** Title, description and section texts of the pages without a content module of their own. */
export const pages = {
  program: {
    title: "Program & Biaya",
    description: `Program Bayi (6 bulan – 2 tahun) dan Program Toddler (2 – 6 tahun) di ${siteContent.name}, ${formatOpeningHours(siteContent.hours)}, dengan Trial Harian dan Trial Mingguan.`,
    intro:
      "Dua program harian untuk anak usia 6 bulan – 6 tahun, dengan kelompok kecil dan pengasuh yang sabar. Rincian biaya dengan senang hati kami jelaskan lewat WhatsApp, sesuai kebutuhan si kecil.",
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
    intro: `Tulisan dari tim kami: cerita kegiatan, kabar kesehatan anak, dan wawasan yang membantu ${siteContent.name} terus berkembang.`,
    /** The end of every article. */
    readNext: "Baca Juga",
    contact: {
      title: "Ada Pertanyaan tentang Si Kecil?",
      text: `Tim kami senang membantu. Tanyakan apa saja lewat WhatsApp, atau datang langsung pada jam operasional kami: ${formatOpeningHours(siteContent.hours)}.`,
    },
  },
  contact: {
    title: "Hubungi Kami",
    description: `Hubungi ${siteContent.name} lewat WhatsApp, telepon, atau email. Ayah dan Bunda juga boleh datang langsung ke daycare kami di Suradita, Cisauk, Tangerang Selatan, pada jam operasional.`,
    intro:
      "Jangan ragu menghubungi kami, Ayah dan Bunda. Hubungi kami lewat WhatsApp, telepon, atau email. Ayah dan Bunda juga boleh datang langsung pada jam operasional.",
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
