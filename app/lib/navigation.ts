/** The six pages of the site, in menu order. Header and footer both read this. */
export const navigation = [
  { label: "Beranda", href: "/" },
  { label: "Tentang Kami", href: "/tentang" },
  { label: "Program & Biaya", href: "/program" },
  { label: "Galeri", href: "/galeri" },
  { label: "Blog", href: "/blog" },
  { label: "Kontak", href: "/kontak" },
] as const;
