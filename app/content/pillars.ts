import type { Pillar } from "./schemas";

/** The four pillars of learning (home) are also the four methods on /program. */
export const pillars = [
  {
    title: "Bimba & Iqra",
    description:
      "Mengenal huruf, membaca awal, dan belajar mengaji dengan cara yang menyenangkan, sambil menanamkan nilai-nilai Islam sejak dini.",
    icon: "book",
    gradient: "teal",
  },
  {
    title: "Fine Motoric",
    description:
      "Meronce, menggunting, meremas lilin mainan, dan mewarnai untuk menguatkan jari serta melatih koordinasi mata dan tangan sebagai bekal menulis.",
    icon: "hand",
    gradient: "sun",
  },
  {
    title: "Sensorial",
    description:
      "Bermain air, pasir, tekstur, warna, dan bunyi untuk merangsang pancaindra dan menumbuhkan rasa ingin tahu anak.",
    icon: "sparkles",
    gradient: "sky",
  },
  {
    title: "Kemandirian",
    methodTitle: "Kemandirian & Tanggung Jawab",
    description:
      "Membiasakan anak makan sendiri, merapikan mainan, dan mengurus diri, agar tumbuh percaya diri dan bertanggung jawab.",
    icon: "star",
    gradient: "coral",
  },
] satisfies Pillar[];
