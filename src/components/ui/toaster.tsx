import { X } from "~/components/ui/icons";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from "react";

/** Spec: at most one toast at a time, gone after 5000 ms unless told otherwise. */
export const TOAST_DURATION_MS = 5000;

interface Toast {
  id: number;
  message: string;
  duration: number;
}

type ShowToast = (message: string, options?: { duration?: number }) => void;

const ToastContext = createContext<ShowToast>(() => {});

/** Shows a short message, e.g. `toast("Tautan disalin")`. */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const nextId = useRef(0);

  const show = useCallback<ShowToast>((message, { duration = TOAST_DURATION_MS } = {}) => {
    nextId.current += 1;
    // A new toast replaces the current one: there is never more than one.
    setToast({ id: nextId.current, message, duration });
  }, []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), toast.duration);
    return () => clearTimeout(timer);
  }, [toast]);

  return (
    <ToastContext value={show}>
      {children}
      {/* The live region is always present so screen readers announce what appears in it. */}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-24 z-50 flex justify-center px-4"
      >
        {toast ? (
          <div
            key={toast.id}
            className="fade-in on-dark pointer-events-auto flex items-center gap-3 rounded-full bg-ink py-2 pr-2 pl-5 text-sm font-semibold text-white shadow-lg"
          >
            {toast.message}
            <button
              type="button"
              onClick={() => setToast(null)}
              className="grid size-8 place-items-center rounded-full hover:bg-white/15"
            >
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">Tutup notifikasi</span>
            </button>
          </div>
        ) : null}
      </div>
    </ToastContext>
  );
}
