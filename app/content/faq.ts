import { formatOpeningHours } from "../lib/format";
import type { FaqItem } from "./schemas";
import { siteContent } from "./site";

const { hours } = siteContent;
const openingHours = formatOpeningHours(hours);

/** Questions parents ask most, shown on /kontak. */
export const faqItems = [
  {
    question: "Berapa rasio pengasuh dan anak?",
    answer:
      "Untuk bayi di bawah 2 tahun, satu pengasuh menjaga paling banyak tiga anak (1:3). Untuk anak usia 2 – 4 tahun, satu pengasuh menjaga paling banyak lima anak (1:5). Dengan begitu setiap anak tetap mendapat perhatian penuh.",
  },
  {
    question: "Apakah kegiatan anak dipantau CCTV?",
    answer: `Ya. Ruang kegiatan kami dipantau CCTV selama jam operasional (${openingHours}) untuk menjaga keamanan anak-anak.`,
  },
  {
    question: "Bagaimana cara mendaftar?",
    answer:
      "Langkahnya mudah: hubungi kami lewat WhatsApp, berkunjung ke daycare untuk melihat fasilitas dan berkenalan dengan pengasuh, mengisi formulir pendaftaran, lalu kami atur jadwal trial untuk si kecil.",
  },
  {
    question: "Seperti apa kurikulumnya?",
    answer:
      "Kurikulum kami berbasis bermain: kegiatan motorik, sensorik, dan seni, disertai penanaman nilai-nilai Islam seperti doa harian, mengaji, dan adab sehari-hari, semuanya disesuaikan dengan usia anak.",
  },
  {
    question: "Usia berapa yang bisa dititipkan?",
    answer:
      "Anak usia 6 bulan sampai 6 tahun. Program Bayi untuk usia 6 bulan – 2 tahun (maksimal 5 anak per kelompok) dan Program Toddler untuk usia 2 – 6 tahun (maksimal 8 anak per kelompok).",
  },
  {
    question: "Kapan daycare buka?",
    answer: `${openingHours}. Anak bisa diantar mulai pukul ${hours.opens} dan dijemput paling lambat pukul ${hours.closes}.`,
  },
  {
    question: "Bolehkah mencoba dulu sebelum mendaftar?",
    answer:
      "Boleh. Tersedia Trial Harian (1 hari) dan Trial Mingguan (1 minggu). Untuk biaya dan jadwalnya, silakan hubungi kami lewat WhatsApp.",
  },
] satisfies FaqItem[];
