import type { MouseEvent } from "react";
import { ArrowLeft } from "~/components/ui/icons";

/** Whether the page before this one, in this tab, was a page of this site. */
export function cameFromThisSite(referrer: string, origin: string): boolean {
  // Not URL.canParse: older phone browsers, still in use, lack it.
  try {
    return new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}

function goBack(event: MouseEvent<HTMLAnchorElement>) {
  // A new tab or window asked for with a key or the middle button opens /blog, as any link does.
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (!cameFromThisSite(document.referrer, window.location.origin)) return;
  event.preventDefault();
  window.history.back();
}

/**
 * 'Kembali ke Blog' goes one step back in the browser's history when a page
 * of this site is behind this one (back to the list at the same place, or to
 * the page that linked here); opened from a shared link, or before the script
 * runs, it is a plain link to /blog.
 */
export function BackToBlog() {
  return (
    <a
      href="/blog"
      onClick={goBack}
      className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-bold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
    >
      <ArrowLeft aria-hidden="true" className="size-5" />
      Kembali ke Blog
    </a>
  );
}
