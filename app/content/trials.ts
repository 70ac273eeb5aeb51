import type { Trial } from "./schemas";

export const trials = [
  {
    id: "harian",
    title: "Trial Harian",
    duration: "1 hari",
    description:
      "Si kecil ikut kegiatan satu hari penuh bersama teman-teman dan pengasuh kami, sehingga Ayah dan Bunda bisa melihat langsung suasana dan rutinitas harian kami.",
    priceText: "Hubungi kami",
    popupText:
      "Pilihan yang tepat untuk mulai mengenal kami! Kirim pesan lewat WhatsApp untuk memilih tanggal Trial Harian si kecil dan menanyakan biayanya.",
  },
  {
    id: "mingguan",
    title: "Trial Mingguan",
    duration: "1 minggu",
    description:
      "Lima hari berturut-turut untuk adaptasi yang lebih tenang: si kecil mengenal rutinitas, pengasuh, dan teman barunya sedikit demi sedikit.",
    priceText: "Hubungi kami",
    popupText:
      "Masa adaptasi satu minggu membuat si kecil lebih nyaman. Kirim pesan lewat WhatsApp untuk mengatur jadwal Trial Mingguan dan menanyakan biayanya.",
  },
] satisfies Trial[];
