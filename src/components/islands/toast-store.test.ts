import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore, TOAST_DURATION_MS } from "./toast-store.ts";

describe("the toast store", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows the message it is given", () => {
    const store = createToastStore();
    expect(store.current()).toBeNull();
    store.show("Tautan disalin");
    expect(store.current()?.message).toBe("Tautan disalin");
  });

  it("shows at most one toast: a new one replaces the current one", () => {
    const store = createToastStore();
    store.show("Tautan disalin");
    const first = store.current()!;
    store.show("Tautan disalin");
    expect(store.current()?.message).toBe("Tautan disalin");
    // A new toast, even with the same words, so that it is announced again.
    expect(store.current()?.id).not.toBe(first.id);
    store.show("Pesan kedua");
    expect(store.current()?.message).toBe("Pesan kedua");
  });

  it(`dismisses itself after ${TOAST_DURATION_MS} ms by default`, () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    const store = createToastStore();
    store.show("Tautan disalin");
    vi.advanceTimersByTime(4999);
    expect(store.current()?.message).toBe("Tautan disalin");
    vi.advanceTimersByTime(1);
    expect(store.current()).toBeNull();
  });

  it("honours a given duration", () => {
    const store = createToastStore();
    store.show("Pesan singkat", { duration: 1000 });
    vi.advanceTimersByTime(999);
    expect(store.current()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.current()).toBeNull();
  });

  it("gives a toast that replaces another its own full time", () => {
    const store = createToastStore();
    store.show("Tautan disalin");
    vi.advanceTimersByTime(4000);
    store.show("Pesan kedua");
    vi.advanceTimersByTime(4000);
    expect(store.current()?.message).toBe("Pesan kedua");
    vi.advanceTimersByTime(1000);
    expect(store.current()).toBeNull();
  });

  it("can be closed by hand, and a closed toast's timer then changes nothing", () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.show("Tautan disalin");
    store.dismiss();
    expect(store.current()).toBeNull();
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("tells its subscribers of every change until they unsubscribe", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.show("Tautan disalin");
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.show("Pesan kedua");
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
