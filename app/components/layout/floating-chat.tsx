import { MessageCircle } from "~/components/ui/icons";
import { useEffect, useRef } from "react";
import { ChatLink } from "~/components/ui/chat-link";
import { coversContent } from "~/lib/covers-content";

/** Room kept free around the button, so text does not touch it either. */
const MARGIN = 8;

/**
 * The chat button at the bottom right of every page. It never rests on what a
 * parent is reading: it slides away while the page scrolls down, comes back
 * while it scrolls up, and once the page is still it stays only if no text or
 * button lies under it (the end of every page keeps room for it). A keyboard
 * user who tabs to it always sees it.
 */
export function FloatingChat() {
  const ref = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const link = ref.current;
    if (!link) return;
    const away = (value: boolean) => link.toggleAttribute("data-away", value);
    const place = () => {
      // offset* ignore the slide: this is where the button shows when it is in place.
      const { offsetLeft: left, offsetTop: top, offsetWidth: width, offsetHeight: height } = link;
      away(
        coversContent(
          { left: left - MARGIN, top: top - MARGIN, right: left + width + MARGIN, bottom: top + height + MARGIN },
          link,
        ),
      );
    };
    let lastY = window.scrollY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = (then: () => void) => {
      clearTimeout(timer);
      timer = setTimeout(then, 150);
    };
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - lastY) > 4) {
        away(y > lastY);
        lastY = y;
      }
      later(place);
    };
    // The body resizes when the page changes, a question opens or the screen turns.
    const observer = new ResizeObserver(() => later(place));
    observer.observe(document.body);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      window.removeEventListener("scroll", onScroll);
    };
  }, []);

  return (
    <ChatLink
      ref={ref}
      purpose="question"
      className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center gap-2 rounded-full bg-whatsapp text-white shadow-lg ring-4 ring-white/80 transition-[translate,opacity,background-color] duration-300 hover:bg-whatsapp-dark motion-reduce:transition-none data-away:pointer-events-none data-away:not-focus-visible:translate-y-24 data-away:not-focus-visible:opacity-0 sm:right-6 sm:bottom-6 sm:size-auto sm:px-5 sm:py-3.5"
    >
      <MessageCircle aria-hidden="true" className="size-6" />
      {/* The visible words start the name screen readers hear (WCAG 2.5.3). */}
      <span className="sr-only text-sm font-bold sm:not-sr-only">Tanya Kami</span>
      <span className="sr-only"> lewat WhatsApp</span>
    </ChatLink>
  );
}
