/** The first thing Tab reaches: straight past the menu to the page's own content. */
export function SkipLink() {
  return (
    <a
      href="#konten"
      className="sr-only z-50 rounded-full bg-brand-800 px-5 py-3 font-bold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Langsung ke konten utama
    </a>
  );
}
