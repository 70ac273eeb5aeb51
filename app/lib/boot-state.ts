/**
 * The page's public signal of who runs it: an attribute of <html>, part of
 * what the site promises to anyone who watches its pages (browser tests,
 * monitoring, tools that script a visit), like its URLs. Renaming it or its
 * values breaks them.
 *
 * A page is complete HTML before any JavaScript runs, and its JavaScript
 * loads only after the first paint (docs/decisions/005-first-paint-before-javascript.md),
 * so the browser's `load` event says nothing about React. Instead:
 * - no attribute: the page is its prerendered HTML; links, chat and phone
 *   links and the FAQ work, React has not taken over yet (or never will,
 *   without JavaScript);
 * - `hydrated`: React has taken over; navigation happens in the page, and
 *   dialogs and the phone menu open;
 * - `static`: React stays out on purpose and the page stays as served: a
 *   static host answered with a not-found page rendered for another route
 *   (app/entry.client.tsx, docs/decisions/011-one-address-on-every-host.md).
 */
export const BOOT_STATE_ATTRIBUTE = "data-boot";

export const BootState = {
  hydrated: "hydrated",
  static: "static",
} as const;
export type BootState = (typeof BootState)[keyof typeof BootState];

export function announceBootState(state: BootState): void {
  document.documentElement.setAttribute(BOOT_STATE_ATTRIBUTE, state);
}
