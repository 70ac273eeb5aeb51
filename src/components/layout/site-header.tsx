import { CalendarHeart } from "~/components/ui/icons";
import { ChatLink } from "~/components/ui/chat-link";
import { buttonClass } from "~/components/ui/styles";
import type { Picture } from "~/lib/pictures";
import { BrandLink } from "./brand-link";
import { MobileNav } from "./mobile-nav";
import { NavLinks } from "./nav-links";

export function SiteHeader({ current, logo }: { current: string; logo: Picture }) {
  return (
    // Padding outside, width inside: the same 1152 px container as every section. No backdrop blur:
    // it costs a cheap phone's GPU on every scrolled frame.
    <header className="site-header sticky top-0 z-40 border-b border-brand-100 bg-cream/95 px-4 sm:px-6">
      <div className="mx-auto flex h-18 max-w-6xl items-center justify-between gap-4">
        <BrandLink logo={logo} />
        <nav aria-label="Menu utama" className="hidden lg:block">
          <NavLinks
            current={current}
            className="flex items-center gap-1"
            linkClassName={(isActive) =>
              `block rounded-full px-3 py-2 text-sm font-bold transition-colors ${
                isActive ? "bg-brand-100 text-brand-800" : "text-ink-soft hover:bg-brand-50 hover:text-brand-800"
              }`
            }
          />
        </nav>
        {/* Wrapped: the button's own display class would override `hidden`. */}
        <div className="hidden lg:block">
          <ChatLink purpose="visit" className={buttonClass("primary")}>
            <CalendarHeart aria-hidden="true" className="size-4" />
            Jadwalkan Kunjungan
          </ChatLink>
        </div>
        <MobileNav current={current} />
      </div>
    </header>
  );
}
