import { CalendarHeart, Menu, X } from "~/components/ui/icons";
import { ChatLink } from "~/components/ui/chat-link";
import { buttonClass } from "~/components/ui/styles";
import { NavLinks } from "./nav-links";

/** Also named in app.css, which keeps the page still and the button's words right while the menu is open. */
const PANEL_ID = "menu-ponsel";

/**
 * The collapsible menu of small screens: a popover, so the browser opens and
 * closes it without script, closes it on Escape and on a tap beside it (on
 * the dimmed page, itself part of the popover, so the tap never reaches the
 * page), and tells assistive technology whether it is open. Choosing a link
 * loads that page.
 */
export function MobileNav({ current }: { current: string }) {
  return (
    <div className="lg:hidden">
      <button
        type="button"
        popoverTarget={PANEL_ID}
        aria-controls={PANEL_ID}
        className="menu-toggle grid size-11 place-items-center rounded-full text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
      >
        <Menu aria-hidden="true" className="when-closed size-6" />
        <X aria-hidden="true" className="when-open size-6" />
        {/* Named for what a tap will do. */}
        <span className="when-closed sr-only">Buka menu</span>
        <span className="when-open sr-only">Tutup menu</span>
      </button>
      {/* Everything below the header while open: the menu, then the page dimmed behind it. */}
      <div
        id={PANEL_ID}
        popover="auto"
        className="inset-x-0 top-18 bottom-0 m-0 h-auto max-h-none w-full max-w-none flex-col overflow-y-auto overscroll-contain border-0 bg-transparent p-0 text-ink open:flex"
      >
        <div className="border-b border-brand-100 bg-cream px-4 pt-2 pb-6 shadow-lg sm:px-6">
          <nav aria-label="Menu utama">
            <NavLinks
              current={current}
              className="mx-auto flex max-w-6xl flex-col gap-1"
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
        {/* The dimmed page: a tap on it closes the menu and never reaches the page (the menu button says so to
            assistive technology; this is for a thumb). */}
        <button
          type="button"
          popoverTarget={PANEL_ID}
          popoverTargetAction="hide"
          tabIndex={-1}
          aria-hidden="true"
          className="min-h-24 w-full flex-1 cursor-default bg-ink/40"
        />
      </div>
    </div>
  );
}
