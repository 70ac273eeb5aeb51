import { useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { X } from "~/components/ui/icons";
import { TOAST_AREA_ID } from "~/components/ui/toast-area";
import { createToastStore } from "./toast-store";

/** The page's one toast, shared by every island of the page (they share this module). */
const store = createToastStore();

/** Shows a short message, e.g. `toast("Tautan disalin")`, in place of any other. */
export const toast = store.show;

/**
 * The current toast, inside the layout's live region (src/components/ui/toast-area.tsx),
 * which screen readers announce. Placed once on a page, by the island that shows toasts.
 */
export function Toaster() {
  // Never a toast in the HTML made at build time, so `document` is only read in a browser.
  const current = useSyncExternalStore(store.subscribe, store.current, () => null);
  const area = current ? document.getElementById(TOAST_AREA_ID) : null;
  if (!current || !area) return null;
  return createPortal(
    <div
      key={current.id}
      className="fade-in on-dark pointer-events-auto flex items-center gap-3 rounded-full bg-ink py-2 pr-2 pl-5 text-sm font-semibold text-white shadow-lg"
    >
      {current.message}
      <button
        type="button"
        onClick={store.dismiss}
        className="grid size-8 place-items-center rounded-full hover:bg-white/15"
      >
        <X aria-hidden="true" className="size-4" />
        <span className="sr-only">Tutup notifikasi</span>
      </button>
    </div>,
    area,
  );
}
