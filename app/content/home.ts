import { formatOpeningHours } from "../lib/format";
import { siteContent } from "./site";

/** Text of the home page (/), section by section. */
export const home = {
  description: `${siteContent.name}: daycare Muslim di Cisauk, Tangerang untuk anak usia 6 bulan – 6 tahun. Pengasuhan penuh kasih, belajar lewat bermain, dan nilai-nilai Islam sejak dini.`,
  hero: {
    eyebrow: siteContent.tagline,
    title: "Lingkungan Aman dan Edukatif untuk Si Kecil",
    text: "Pengasuhan penuh kasih dengan nilai-nilai Islam untuk anak usia 6 bulan hingga 6 tahun. Si kecil bermain, belajar, dan tumbuh mandiri, sementara Ayah dan Bunda bekerja dengan tenang.",
    image: "hero.svg",
    imageAlt: "Ilustrasi pengasuh berhijab bermain balok warna-warni bersama dua anak di ruang kelas yang cerah",
    badge: { title: "100% Aman", text: "Diawasi CCTV selama jam operasional" },
    facts: ["Usia 6 bulan – 6 tahun", "Kelompok kecil", formatOpeningHours(siteContent.hours)],
  },
  programs: {
    title: "Program Unggulan Kami",
    text: "Dua program harian yang disesuaikan dengan tahap tumbuh kembang anak.",
    link: "Lihat detail program",
  },
  pillars: {
    title: "Empat Pilar Pembelajaran",
    text: "Kurikulum berbasis bermain yang menumbuhkan kecerdasan, keterampilan, dan akhlak anak.",
  },
  testimonials: {
    title: "Apa Kata Orang Tua",
    text: "Cerita dari Ayah dan Bunda yang sudah mempercayakan buah hatinya kepada kami.",
  },
  closing: {
    title: "Siap Mengenal Kami Lebih Dekat?",
    text: "Coba dulu sebelum mendaftar: tersedia Trial Harian dan Trial Mingguan, agar si kecil bisa beradaptasi, sementara Ayah dan Bunda melihat langsung keseharian kami.",
  },
};
