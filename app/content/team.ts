import type { TeamMember } from "./schemas";

export const team = [
  {
    name: "Ustadzah Nur Aini, S.Pd.",
    role: "Pendiri & Kepala Daycare",
    experienceYears: 7,
    bio: "Mendirikan daycare ini agar keluarga di Cisauk punya tempat penitipan yang aman, hangat, dan islami.",
    photo: "team-1.svg",
  },
  {
    name: "Siti Rahmawati",
    role: "Pengasuh Senior",
    experienceYears: 4,
    bio: "Menyusun rutinitas harian dan membimbing para pengasuh agar setiap anak mendapat perhatian yang sama.",
    photo: "team-2.svg",
  },
  {
    name: "Dewi Lestari",
    role: "Pengasuh Bayi",
    experienceYears: 2,
    bio: "Telaten menjaga jadwal susu, makan, dan tidur para bayi, dan selalu punya lagu untuk menenangkan mereka.",
    photo: "team-3.svg",
  },
  {
    name: "Annisa Putri",
    role: "Pengasuh Toddler",
    experienceYears: 2,
    bio: "Mengajak anak-anak bermain, berkarya, dan mengaji dengan semangat yang tak pernah habis.",
    photo: "team-4.svg",
  },
] satisfies TeamMember[];
