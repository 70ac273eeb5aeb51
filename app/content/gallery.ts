import type { GalleryGroup } from "./schemas";

/**
 * The three groups of the gallery. A picture's alt text is made from its
 * group title and its number ("Fasilitas Foto 3"); to replace a photo,
 * replace the file in app/images/galeri/ and keep its name.
 */
export const galleryGroups = [
  {
    title: "Aktivitas Pembelajaran",
    images: ["galeri/aktivitas-1.svg", "galeri/aktivitas-2.svg", "galeri/aktivitas-3.svg", "galeri/aktivitas-4.svg"],
  },
  {
    title: "Fasilitas",
    images: ["galeri/fasilitas-1.svg", "galeri/fasilitas-2.svg", "galeri/fasilitas-3.svg", "galeri/fasilitas-4.svg"],
  },
  {
    title: "Kegiatan Harian",
    images: ["galeri/harian-1.svg", "galeri/harian-2.svg", "galeri/harian-3.svg", "galeri/harian-4.svg"],
  },
] satisfies GalleryGroup[];
