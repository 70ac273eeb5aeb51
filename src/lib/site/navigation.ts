/** The six pages of the site, in menu order. Header and footer both read this. */
export const navigation = [
  { label: "Beranda", href: "/" },
  { label: "Tentang Kami", href: "/tentang" },
  { label: "Program & Biaya", href: "/program" },
  { label: "Galeri", href: "/galeri" },
  { label: "Blog", href: "/blog" },
  { label: "Kontak", href: "/kontak" },
] as const;

/** Whether the menu entry `href` is the page at `path`: "/" only itself, the others their sub-pages too. */
export function isCurrent(href: string, path: string): boolean {
  if (href === "/") return path === "/";
  return path === href || path.startsWith(`${href}/`);
}

/** A page's address from the URL Astro renders it at (`/tentang.html`, `/index.html`): `/tentang`, `/`. */
export function pagePath(pathname: string): string {
  return pathname.replace(/\.html$/, "").replace(/\/index$/, "") || "/";
}
