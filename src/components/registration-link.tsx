import type { ReactNode } from "react";
import { ChatLink } from "~/components/ui/chat-link";
import { REGISTRATION_ATTRIBUTE } from "~/lib/registration";

interface RegistrationLinkProps {
  /** The registration it opens once the page's script runs (src/lib/registration.ts). */
  id: string;
  className: string;
  children: ReactNode;
}

/**
 * 'Daftar Sekarang' and 'Daftar Trial': a link straight to the registration
 * chat, which works without JavaScript. The dialog island of /program turns
 * it into a button that opens the registration dialog first.
 */
export function RegistrationLink({ id, className, children }: RegistrationLinkProps) {
  return (
    <ChatLink purpose="register" className={className} {...{ [REGISTRATION_ATTRIBUTE]: id }}>
      {children}
    </ChatLink>
  );
}
