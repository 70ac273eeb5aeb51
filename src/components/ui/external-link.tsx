import type { ComponentProps } from "react";

/** Marks the words that tell screen readers a link opens a new tab (an island may drop them, src/components/islands/registration-dialog.tsx). */
export const NEW_TAB_NOTE_ATTRIBUTE = "data-new-tab-note";

/** A link to another site: new tab, no opener, and screen readers are told so. */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<"a">, "target" | "rel">) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only" {...{ [NEW_TAB_NOTE_ATTRIBUTE]: "" }}>
        {" "}
        (membuka tab baru)
      </span>
    </a>
  );
}
