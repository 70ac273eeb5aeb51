import type { ComponentProps } from "react";

/** A link to another site: new tab, no opener, and screen readers are told so. */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<"a">, "target" | "rel">) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (membuka tab baru)</span>
    </a>
  );
}
