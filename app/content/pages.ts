import { siteContent } from "./site";

/**
 * Title and description of the pages that do not have their own content
 * module yet, and the short section each shows until then.
 */
export const pages = {
  program: {
    title: "Program & Biaya",
    description: `Program Bayi (6 bulan – 2 tahun) dan Program Toddler (2 – 6 tahun) di ${siteContent.name}, Senin – Jumat 07.00 – 17.00 WIB, dengan trial harian dan mingguan.`,
    text: "Kami membuka Program Bayi untuk usia 6 bulan – 2 tahun dan Program Toddler untuk usia 2 – 6 tahun, Senin sampai Jumat pukul 07.00 – 17.00 WIB. Tersedia juga trial harian dan trial mingguan. Rincian program dan biaya kami jelaskan dengan senang hati lewat WhatsApp.",
  },
  gallery: {
    title: "Galeri Foto",
    description: `Foto kegiatan belajar, fasilitas, dan keseharian anak-anak di ${siteContent.name}.`,
    text: "Ingin melihat suasana daycare kami? Cara terbaik adalah datang langsung: jadwalkan kunjungan, kami ajak Ayah dan Bunda berkeliling ruang bermain, ruang tidur, dan pojok makan.",
  },
  blog: {
    title: `Artikel ${siteContent.name}`,
    description: `Artikel dari tim ${siteContent.name}: cerita kegiatan, kesehatan anak, dan wawasan seputar tumbuh kembang si kecil.`,
    text: "Cerita kegiatan dan tips seputar tumbuh kembang anak dari tim kami. Ada pertanyaan tentang pengasuhan si kecil? Tim kami senang membantu lewat WhatsApp.",
  },
  contact: {
    title: "Hubungi Kami",
    description: `Hubungi ${siteContent.name} lewat WhatsApp, telepon, atau email, atau jadwalkan kunjungan ke daycare kami di Suradita, Cisauk, Tangerang Selatan.`,
    text: "Kami senang mendengar dari Ayah dan Bunda. Kirim pesan lewat WhatsApp, telepon, atau email, atau datang langsung pada jam operasional.",
  },
  notFound: {
    title: "Halaman tidak ditemukan",
    description: "Halaman yang Anda cari tidak ada atau sudah dipindahkan.",
    text: "Maaf, halaman yang Anda cari tidak ada atau sudah dipindahkan. Periksa kembali alamatnya, atau mulai lagi dari beranda.",
    link: "Kembali ke Beranda",
  },
  articleNotFound: {
    title: "Oops! Artikel tidak ditemukan",
    text: "Artikel yang Anda cari mungkin sudah tidak ada, atau alamat URL-nya salah.",
    link: "Kembali ke Semua Artikel",
  },
  error: {
    title: "Maaf, terjadi kesalahan",
    text: "Halaman ini gagal dimuat. Coba muat ulang halaman, atau kembali ke beranda.",
  },
};
