import "react";

/**
 * HTML's invoker commands (Chromium 135, Firefox 144, Safari 26.2): a button
 * opens or closes the dialog it names without script. React writes them as
 * given; its types do not know them yet.
 */
declare module "react" {
  // A merged declaration must repeat the type parameter by name, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the button controls. */
    commandfor?: string | undefined;
    /** What the button does to it, e.g. "show-modal" or "close" for a <dialog>. */
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover" | undefined;
  }
}
