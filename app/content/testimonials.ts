import type { Testimonial } from "./schemas";

export const testimonials = [
  {
    name: "Bunda Rina",
    relation: "Ibu dari Aisyah, 3 tahun",
    text: "Baru tiga bulan di sini, Aisyah sudah hafal doa sebelum makan dan sebelum tidur. Setiap sore kami dapat kabar kegiatannya, jadi saya tenang bekerja.",
    rating: 5,
  },
  {
    name: "Ayah Fajar",
    relation: "Ayah dari Umar, 14 bulan",
    text: "Awalnya berat menitipkan bayi, tapi pengasuhnya sabar dan telaten. Jadwal susu dan tidur Umar diikuti persis seperti di rumah.",
    rating: 5,
  },
  {
    name: "Bunda Siti",
    relation: "Ibu dari Hafiz, 5 tahun",
    text: "Hafiz sekarang lebih mandiri: makan sendiri dan merapikan mainannya tanpa disuruh. Setiap pagi ia semangat berangkat ke daycare.",
    rating: 5,
  },
] satisfies Testimonial[];
