import type { Value } from "./schemas";

export const values = [
  {
    title: "Kasih Sayang",
    description: "Setiap anak disambut dengan pelukan, kesabaran, dan perhatian, seperti di rumahnya sendiri.",
    icon: "heart",
  },
  {
    title: "Profesional",
    description:
      "Pengasuh terlatih, rutinitas yang tertulis, kebersihan yang terjaga, dan kabar rutin untuk orang tua.",
    icon: "badge",
  },
  {
    title: "Fokus Perkembangan",
    description:
      "Kegiatan dirancang sesuai tahap usia untuk menumbuhkan motorik, bahasa, kemampuan bersosialisasi, dan akhlak anak.",
    icon: "sprout",
  },
] satisfies Value[];
