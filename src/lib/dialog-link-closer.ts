/**
 * The one script a dialog page runs, inline and allowed by its hash: at a tap on a link marked
 * `CLOSES_DIALOG` (the registration chat), it closes the dialog around it, shown as a modal or as a
 * popover, so that a parent back from WhatsApp finds the page, not the dialog. The link opens the chat
 * whether the script runs or not (docs/decisions/020-dialogs-without-script.md).
 */
export const DIALOG_LINK_CLOSER =
  'addEventListener("click",e=>{const d=e.target.closest?.("[data-closes-dialog]")?.closest("dialog");d&&(d.open?d.close():d.hidePopover())})';
