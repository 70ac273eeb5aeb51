/**
 * Brand colours used outside the stylesheet: the browser's theme colour, the
 * web manifest, the icons and the link-preview images. Their one definition
 * is the `--color-*` tokens of app.css; the build reads them from there
 * (tooling/content/brand-colors.ts names which token is which colour).
 */
export { brandColors } from "virtual:brand-colors";
