import type { ReactNode } from "react";
import { X } from "~/components/ui/icons";
import { DIALOG_LINK_CLOSER } from "~/lib/dialog-link-closer";

/**
 * What a button needs to open dialog `id`, without script: the invoker
 * command opens it as a modal; a browser without commands (Samsung Internet
 * on an older Chromium) uses `popovertarget` instead and shows the same
 * dialog as a popover. Where both are supported the command wins.
 */
export const opensDialog = (id: string) =>
  ({ type: "button", commandfor: id, command: "show-modal", popoverTarget: id, "aria-haspopup": "dialog" }) as const;

/** What a button needs to close dialog `id`, shown either way. */
export const closesDialog = (id: string) =>
  ({ type: "button", commandfor: id, command: "close", popoverTarget: id, popoverTargetAction: "hide" }) as const;

interface DialogProps {
  id: string;
  /** Which look the dialog has, e.g. "info" or "success". */
  tone: string;
  /** id of the element that names the dialog. */
  labelledBy: string;
  describedBy: string;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>, opened and closed by the browser alone
 * (buttons carrying `opensDialog`): the page behind is inert, focus moves to
 * 'Tutup' and goes back to the button on close. Escape, 'Tutup' and a tap on
 * the dimmed page close it. The dimmed page is a close button inside the
 * dialog rather than `closedby="any"`, which Safari does not have. The page
 * behind does not scroll (app.css).
 */
export function Dialog({ id, tone, labelledBy, describedBy, children }: DialogProps) {
  return (
    <dialog
      id={id}
      popover="auto"
      data-tone={tone}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className="inset-0 m-0 size-full max-h-none max-w-none overflow-y-auto overscroll-contain border-0 bg-transparent p-3 text-ink backdrop:bg-ink/60 backdrop:backdrop-blur-sm open:flex"
    >
      <div className="relative z-10 m-auto w-full max-w-md rounded-[2rem] bg-white p-5 pt-10 shadow-2xl sm:p-8 sm:pt-12 motion-safe:transition-[opacity,translate] motion-safe:duration-200 motion-safe:ease-out motion-safe:starting:translate-y-4 motion-safe:starting:opacity-0">
        {/* The dialog's first focusable element: the browser focuses it on opening. */}
        <button
          {...closesDialog(id)}
          className="absolute top-3 right-3 grid size-11 place-items-center rounded-full text-ink-soft hover:bg-brand-50 hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Tutup</span>
        </button>
        {children}
      </div>
      {/* The dimmed page around the card, for a thumb: assistive technology has 'Tutup' and Escape.
          After the card, so that it is not the first thing focus could go to. */}
      <button {...closesDialog(id)} tabIndex={-1} aria-hidden="true" className="fixed inset-0 cursor-default" />
    </dialog>
  );
}

/** Marks a link inside a dialog that closes the dialog as it opens (DialogLinkCloser). */
export const CLOSES_DIALOG = { "data-closes-dialog": "" } as const;

/** Once per page that has dialogs with such a link. */
export function DialogLinkCloser() {
  return <script dangerouslySetInnerHTML={{ __html: DIALOG_LINK_CLOSER }} />;
}
