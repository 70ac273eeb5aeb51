import type { ReactNode } from "react";
import { ChatLink } from "~/components/ui/chat-link";
import { useHydrated } from "~/lib/use-hydrated";
import type { Registration } from "./registration-dialog";
import { useOpenRegistration } from "./registration-provider";

interface RegistrationButtonProps {
  registration: Registration;
  className: string;
  children: ReactNode;
}

/**
 * Without JavaScript, a link straight to the registration chat. Once the page
 * is hydrated, a button that opens the registration dialog first.
 */
export function RegistrationButton({ registration, className, children }: RegistrationButtonProps) {
  const hydrated = useHydrated();
  const open = useOpenRegistration();
  if (!hydrated || !open) {
    return (
      <ChatLink purpose="register" className={className}>
        {children}
      </ChatLink>
    );
  }
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={className}
      onClick={(event) => open(registration, event.currentTarget)}
    >
      {children}
    </button>
  );
}
