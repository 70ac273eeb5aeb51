import { MessageCircle } from "lucide-react";
import { ChatLink } from "~/components/ui/chat-link";

/** The chat button that stays at the bottom right of every page. */
export function FloatingChat() {
  return (
    <ChatLink
      purpose="question"
      aria-label="Chat WhatsApp dengan kami (membuka tab baru)"
      className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center gap-2 rounded-full bg-whatsapp text-white shadow-lg ring-4 ring-white/80 transition-colors hover:bg-whatsapp-dark sm:right-6 sm:bottom-6 sm:size-auto sm:px-5 sm:py-3.5"
    >
      <MessageCircle aria-hidden="true" className="size-6" />
      <span aria-hidden="true" className="hidden text-sm font-bold sm:inline">
        Tanya Kami
      </span>
    </ChatLink>
  );
}
