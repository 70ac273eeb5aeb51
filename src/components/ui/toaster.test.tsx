// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider, useToast } from "./toaster";

function Trigger({ message, duration }: { message: string; duration?: number }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast(message, duration ? { duration } : undefined)}>
      {message}
    </button>
  );
}

function renderToaster() {
  return render(
    <ToastProvider>
      <Trigger message="Tautan disalin" />
      <Trigger message="Pesan kedua" />
      <Trigger message="Pesan singkat" duration={1000} />
    </ToastProvider>,
  );
}

describe("ToastProvider", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("shows the message in a live status region", () => {
    renderToaster();
    fireEvent.click(screen.getByRole("button", { name: "Tautan disalin" }));
    expect(screen.getByRole("status")).toHaveProperty("textContent", expect.stringContaining("Tautan disalin"));
  });

  it("shows at most one toast: a new one replaces the current one", () => {
    renderToaster();
    fireEvent.click(screen.getByRole("button", { name: "Tautan disalin" }));
    fireEvent.click(screen.getByRole("button", { name: "Pesan kedua" }));
    const status = screen.getByRole("status");
    expect(status.textContent).toContain("Pesan kedua");
    expect(status.textContent).not.toContain("Tautan disalin");
    expect(status.children).toHaveLength(1);
  });

  it("dismisses itself after 5000 ms by default", () => {
    renderToaster();
    fireEvent.click(screen.getByRole("button", { name: "Tautan disalin" }));
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole("status").textContent).toContain("Tautan disalin");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("honours a given duration", () => {
    renderToaster();
    fireEvent.click(screen.getByRole("button", { name: "Pesan singkat" }));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("restarts the 5000 ms when a new toast replaces the old one", () => {
    renderToaster();
    fireEvent.click(screen.getByRole("button", { name: "Tautan disalin" }));
    act(() => vi.advanceTimersByTime(4000));
    fireEvent.click(screen.getByRole("button", { name: "Pesan kedua" }));
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole("status").textContent).toContain("Pesan kedua");
  });

  it("can be closed by hand", () => {
    renderToaster();
    fireEvent.click(screen.getByRole("button", { name: "Tautan disalin" }));
    fireEvent.click(screen.getByRole("button", { name: "Tutup notifikasi" }));
    expect(screen.getByRole("status").textContent).toBe("");
  });
});
