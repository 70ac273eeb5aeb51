/**
 * Brand colours used outside the stylesheet: the browser's theme colour, the
 * web manifest, the icons and the link-preview images. They match the
 * `--color-*` tokens in app.css.
 */
export const brandColors = {
  /** --color-brand-700 */
  theme: "#176258",
  /** --color-cream: the page background */
  page: "#fffaf2",
  /** --color-brand-900: headings */
  heading: "#14413c",
} as const;
