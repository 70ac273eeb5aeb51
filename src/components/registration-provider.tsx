import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from "react";
import { type Registration, RegistrationDialog } from "./registration-dialog";

type OpenRegistration = (registration: Registration, opener: HTMLElement) => void;

const RegistrationContext = createContext<OpenRegistration | null>(null);

/** Lets any registration button on the page open the one registration dialog. */
export function useOpenRegistration(): OpenRegistration | null {
  return useContext(RegistrationContext);
}

export function RegistrationProvider({ children }: { children: ReactNode }) {
  const [registration, setRegistration] = useState<Registration | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  // Opening another registration replaces the current one.
  const open = useCallback<OpenRegistration>((next, element) => {
    opener.current = element;
    setRegistration(next);
  }, []);

  const close = useCallback(() => {
    setRegistration(null);
    opener.current?.focus();
  }, []);

  return (
    <RegistrationContext value={open}>
      {children}
      <RegistrationDialog registration={registration} onClose={close} />
    </RegistrationContext>
  );
}
