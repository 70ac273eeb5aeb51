import { X } from "~/components/ui/icons";
import { type ReactNode, useEffect, useRef } from "react";

interface DialogProps {
  open: boolean;
  /** Which look the dialog has, e.g. "info" or "success". */
  tone?: string;
  onClose: () => void;
  /** id of the element that names the dialog. */
  labelledBy: string;
  describedBy?: string;
  children: ReactNode;
}

const focusable = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal on the native <dialog>: the page behind is inert, Escape closes it
 * (the browser's cancel event), and so do a click on the backdrop and the
 * close button. Tab stays inside. The page behind does not scroll (app.css).
 */
export function Dialog({ open, tone, onClose, labelledBy, describedBy, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const keepFocusInside = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      data-tone={tone}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClose={onClose}
      onKeyDown={keepFocusInside}
      // The backdrop belongs to the dialog element itself; the content fills a child.
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className="m-auto w-[calc(100%-1.5rem)] max-w-md rounded-[2rem] bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60 backdrop:backdrop-blur-sm"
    >
      <div className="relative p-5 pt-10 sm:p-8 sm:pt-12">
        <button
          type="button"
          onClick={onClose}
          className="absolute top-3 right-3 grid size-11 place-items-center rounded-full text-ink-soft hover:bg-brand-50 hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Tutup</span>
        </button>
        {children}
      </div>
    </dialog>
  );
}
