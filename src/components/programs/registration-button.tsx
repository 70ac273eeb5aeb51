import type { ReactNode } from "react";
import { ChatLink } from "~/components/ui/chat-link";
import { opensDialog } from "~/components/ui/dialog";
import { cn } from "~/lib/cn";
import type { Registration } from "~/lib/registration";
import { RegistrationDialog } from "./registration-dialog";

interface RegistrationButtonProps {
  registration: Registration;
  className: string;
  children: ReactNode;
}

/**
 * 'Daftar Sekarang' and 'Daftar Trial': a button that opens its registration
 * dialog at the first tap, with no script at all (src/components/ui/dialog.tsx).
 * A browser that has neither invoker commands nor popovers gets the
 * registration chat link in its place (app.css, "Registration dialogs"),
 * rather than a button that does nothing.
 */
export function RegistrationButton({ registration, className, children }: RegistrationButtonProps) {
  return (
    <>
      <button {...opensDialog(registration.id)} className={cn("registration-opener", className)}>
        {children}
      </button>
      <ChatLink purpose="register" className={cn("registration-fallback", className)}>
        {children}
      </ChatLink>
      <RegistrationDialog registration={registration} />
    </>
  );
}
