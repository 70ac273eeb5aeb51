import { CalendarHeart, Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { ChatLink } from "~/components/ui/chat-link";
import { buttonClass } from "~/components/ui/styles";
import { NavLinks } from "./nav-links";

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

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen(!open)}
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-bold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
        Menu
      </button>
      <div
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
