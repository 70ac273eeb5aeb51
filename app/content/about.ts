import { siteContent } from "./site";

/** Text of the about page (/tentang). */
export const about = {
  description: `Kenali ${siteContent.name}: visi, misi, nilai, dan tim pengasuh berpengalaman di daycare Muslim pertama di Cisauk, Tangerang.`,
  intro: {
    title: "Tentang Kami",
    lead: `${siteContent.name} adalah daycare Muslim pertama di Cisauk: tempat anak usia 6 bulan hingga 6 tahun diasuh dengan kasih sayang, belajar lewat bermain, dan mengenal nilai-nilai Islam sejak dini.`,
    paragraphs: [
      "Kami memahami perasaan orang tua yang harus menitipkan buah hatinya saat bekerja. Karena itu, kelompok kami sengaja dibuat kecil, rutinitas kami jelas, dan kabar si kecil selalu sampai kepada Ayah dan Bunda setiap hari.",
      "Di sini anak-anak makan bersama, tidur siang dengan nyaman, bermain di ruang yang bersih, dan belajar berdoa, mengaji, serta mengurus diri sendiri, selangkah demi selangkah sesuai usianya.",
    ],
    image: "facility.svg",
    imageAlt: "Ilustrasi ruang bermain daycare yang terang dengan rak mainan, karpet, dan pojok baca",
    imageCaption: "Ruang bermain kami: terang, bersih, dan aman untuk si kecil.",
  },
  vision: {
    title: "Visi",
    text: "Menjadi daycare Muslim pilihan keluarga di Cisauk yang menumbuhkan generasi ceria, mandiri, dan berakhlak mulia.",
  },
  mission: {
    title: "Misi",
    items: [
      "Memberikan pengasuhan dan pendidikan anak usia dini yang berlandaskan nilai-nilai Islam.",
      "Bekerja sama erat dengan orang tua di setiap tahap tumbuh kembang anak.",
      "Menghadirkan lingkungan yang aman, bersih, dan penuh kasih sayang.",
      "Terlibat aktif dalam kegiatan sosial dan kesehatan di lingkungan sekitar.",
    ],
  },
  values: {
    title: "Nilai-Nilai Kami",
    text: "Tiga hal yang kami pegang dalam mengasuh setiap anak.",
  },
  team: {
    title: "Tim Kami",
    text: "Pengasuh yang sabar, terlatih, dan menyayangi anak-anak seperti keluarga sendiri.",
  },
  contact: {
    title: "Mari Berkenalan Langsung",
    text: "Ayah dan Bunda ingin melihat ruang bermain kami dan bertemu para pengasuh? Kabari kami lewat WhatsApp, kami atur waktu kunjungan yang cocok.",
  },
};
