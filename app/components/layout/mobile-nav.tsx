import { CalendarHeart, Menu, X } from "~/components/ui/icons";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { ChatLink } from "~/components/ui/chat-link";
import { buttonClass } from "~/components/ui/styles";
import { NavLinks } from "./nav-links";

/** Also named in app.css, which keeps the page still while this panel is shown. */
const PANEL_ID = "menu-ponsel";

/** The collapsible menu of small screens. */
export function MobileNav() {
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on, so any navigation
  // (a link, the browser's back button) closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      button.current?.focus();
    };
    // A tap, a scroll (wheel, or a finger or button dragging) or the keyboard
    // focus anywhere but the menu closes it; the dimmed page behind it never
    // takes the tap itself.
    const onOutside = (event: Event) => {
      if (event.type === "pointermove" && !(event as PointerEvent).buttons) return;
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpenOn(null);
    };
    const events = ["click", "wheel", "pointermove", "focusin"] as const;
    document.addEventListener("keydown", onKeyDown);
    for (const type of events) document.addEventListener(type, onOutside, { passive: true });
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      for (const type of events) document.removeEventListener(type, onOutside);
    };
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen(!open)}
        className="grid size-11 place-items-center rounded-full text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        {/* Named for what a tap will do. */}
        <span className="sr-only">{open ? "Tutup menu" : "Buka menu"}</span>
      </button>
      {/* Covers the page below the header: no scrolling it (touch-none) and no tapping through. */}
      {open ? <div aria-hidden="true" className="absolute inset-x-0 top-full h-dvh touch-none bg-ink/40" /> : null}
      <div
        ref={panel}
        id={PANEL_ID}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-brand-100 bg-cream px-4 pt-2 pb-6 shadow-lg sm:px-6"
      >
        <nav aria-label="Menu utama">
          <NavLinks
            className="mx-auto flex max-w-6xl flex-col gap-1"
            onNavigate={() => setOpen(false)}
            linkClassName={(isActive) =>
              `block rounded-2xl px-4 py-3 text-base font-bold ${
                isActive ? "bg-brand-100 text-brand-800" : "text-ink hover:bg-brand-50"
              }`
            }
          />
        </nav>
        <div className="mx-auto mt-4 max-w-6xl">
          <ChatLink purpose="visit" className={`${buttonClass("primary", "lg")} w-full`}>
            <CalendarHeart aria-hidden="true" className="size-5" />
            Jadwalkan Kunjungan
          </ChatLink>
        </div>
      </div>
    </div>
  );
}
