import type { SiteContent } from "./schemas";

/**
 * Identitas dan kontak daycare — satu-satunya tempat untuk mengubahnya.
 * Nomor telepon ditulis sekali; format tampilan, tautan telepon, dan tautan
 * WhatsApp dibuat otomatis darinya. Lihat docs/panduan-konten.md.
 *
 * Nilai di bawah ini masih CONTOH: `npm run build` akan mengingatkan
 * selama nilai contoh belum diganti dengan data asli daycare.
 */
export const siteContent = {
  name: "Daycare Cisauk",
  tagline: "Daycare Muslim Pertama di Cisauk",
  phone: "+62 812-3456-7890",
  email: "info@daycarecisauk.id",
  address: {
    street: "Suradita",
    district: "Cisauk",
    city: "Tangerang",
    province: "Banten",
    postalCode: "15343",
  },
  hours: {
    days: "Senin - Jumat",
    opens: "07.00",
    closes: "17.00",
  },
  social: {
    facebook: "https://www.facebook.com/daycarecisauk",
    instagram: "https://www.instagram.com/daycarecisauk",
  },
  // Alamat situs yang sudah online; bisa ditimpa saat build dengan SITE_URL.
  siteUrl: "https://daycarecisauk.id",
} satisfies SiteContent;
