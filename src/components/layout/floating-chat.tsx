import { MessageCircle } from "~/components/ui/icons";
import { ChatLink } from "~/components/ui/chat-link";

/**
 * The chat button at the bottom right of every page. Without any script it
 * keeps out of a parent's way: it is away on a page's first screen, slides
 * away while the page scrolls down (a parent reading) and comes back when it
 * scrolls up, the end of every page keeps room for it, and the page's
 * controls are painted above it, so a tap meant for one never reaches it
 * (app.css, docs/decisions/008-chat-button-steps-aside.md). A keyboard user
 * who tabs to it always sees it.
 */
export function FloatingChat() {
  return (
    <div className="chat-dock pointer-events-none fixed inset-0 z-(--chat-layer)">
      <ChatLink
        purpose="question"
        className="chat-button pointer-events-auto absolute right-4 bottom-4 inline-flex size-14 items-center justify-center gap-2 rounded-full bg-whatsapp text-white shadow-lg ring-4 ring-white/80 transition-[translate,opacity,background-color] duration-300 hover:bg-whatsapp-dark motion-reduce:transition-none sm:right-6 sm:bottom-6 sm:size-auto sm:px-5 sm:py-3.5"
      >
        <MessageCircle aria-hidden="true" className="size-6" />
        {/* The visible words start the name screen readers hear (WCAG 2.5.3). */}
        <span className="sr-only text-sm font-bold sm:not-sr-only">Tanya Kami</span>
        <span className="sr-only"> lewat WhatsApp</span>
      </ChatLink>
    </div>
  );
}
