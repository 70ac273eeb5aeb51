/**
 * The page's notifications, without React or a DOM, so that a plain test
 * drives it with fake timers: at most one at a time (a new one replaces the
 * current one and starts its own time), gone after 5000 ms unless given a
 * duration, or at once when closed. ./toaster.tsx shows it.
 */

/** At most one toast, auto-dismissed after 5000 ms unless a duration is given. */
export const TOAST_DURATION_MS = 5000;

export interface Toast {
  /** New for every toast, so that a message shown twice in a row is shown afresh. */
  id: number;
  message: string;
}

export interface ToastStore {
  show(message: string, options?: { duration?: number }): void;
  dismiss(): void;
  current(): Toast | null;
  /** For React's useSyncExternalStore: `listener` runs after every change; the result unsubscribes. */
  subscribe(listener: () => void): () => void;
}

export function createToastStore(): ToastStore {
  let current: Toast | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastId = 0;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  const dismiss = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!current) return;
    current = null;
    changed();
  };
  return {
    show(message, { duration = TOAST_DURATION_MS } = {}) {
      clearTimeout(timer);
      lastId += 1;
      current = { id: lastId, message };
      timer = setTimeout(dismiss, duration);
      changed();
    },
    dismiss,
    current: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
