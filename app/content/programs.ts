import { formatOpeningHours } from "../lib/format";
import type { Program } from "./schemas";
import { siteContent } from "./site";

const openingHours = formatOpeningHours(siteContent.hours);

export const programs = [
  {
    id: "bayi",
    title: "Program Bayi",
    ageRange: "6 bulan – 2 tahun",
    maxChildren: "Maks. 5 anak per kelompok",
    hours: openingHours,
    summary:
      "Pengasuhan penuh kasih untuk si kecil yang baru belajar duduk, merangkak, dan melangkah, dengan rutinitas yang mengikuti ritme bayi.",
    features: [
      "Satu pengasuh untuk setiap tiga bayi",
      "Jadwal susu, makan, dan tidur mengikuti kebiasaan di rumah",
      "Stimulasi sensorik dan motorik sesuai usia",
      "Pengenalan doa harian dan lantunan murotal",
      "Kabar harian untuk orang tua lewat WhatsApp",
    ],
    gradient: "teal",
    popupText:
      "Terima kasih atas minat Ayah dan Bunda pada Program Bayi. Ceritakan usia dan kebiasaan si kecil lewat WhatsApp, lalu kami bantu atur jadwal kunjungan dan masa adaptasinya.",
    image: "program-baby.svg",
    imageAlt: "Ilustrasi bayi bermain di atas matras bersama pengasuh",
  },
  {
    id: "toddler",
    title: "Program Toddler",
    ageRange: "2 – 6 tahun",
    maxChildren: "Maks. 8 anak per kelompok",
    hours: openingHours,
    summary:
      "Hari yang penuh kegiatan untuk anak yang sedang aktif-aktifnya: bermain sambil belajar membaca, mengaji, berkarya, dan mengurus diri sendiri.",
    features: [
      "Bimba & Iqra: membaca awal dan mengaji",
      "Kegiatan motorik halus dan seni setiap hari",
      "Bermain sensorik dan menjelajah alam sekitar",
      "Belajar mandiri: makan sendiri, latihan ke toilet, merapikan mainan",
      "Hafalan doa harian dan surat-surat pendek",
    ],
    gradient: "sun",
    popupText:
      "Terima kasih atas minat Ayah dan Bunda pada Program Toddler. Kirim pesan lewat WhatsApp, kami akan menjelaskan jadwal harian dan biaya, sekaligus mengatur jadwal kunjungan ke daycare.",
    image: "program-toddler.svg",
    imageAlt: "Ilustrasi anak-anak melukis dan menyusun puzzle di meja kecil",
  },
] satisfies Program[];
