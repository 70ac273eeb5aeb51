/**
 * Texts of the not-found and error views. Kept apart from pages.ts because
 * the layout shows them on every page, and so ships them with every page.
 */
export const statusPages = {
  notFound: {
    title: "Halaman tidak ditemukan",
    description: "Halaman yang Ayah dan Bunda cari tidak ada atau sudah dipindahkan.",
    text: "Maaf, halaman yang Ayah dan Bunda cari tidak ada atau sudah dipindahkan. Periksa kembali alamatnya, atau mulai lagi dari beranda.",
    link: "Kembali ke Beranda",
  },
  articleNotFound: {
    title: "Oops! Artikel tidak ditemukan",
    text: "Artikel yang Ayah dan Bunda cari mungkin sudah tidak ada, atau alamat URL-nya salah.",
    link: "Kembali ke Semua Artikel",
  },
  error: {
    title: "Maaf, terjadi kesalahan",
    text: "Halaman ini gagal dimuat. Coba muat ulang halaman, atau kembali ke beranda.",
  },
};
