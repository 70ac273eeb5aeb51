import type { ReactNode } from "react";
import { MessageCircle } from "lucide-react";
import { ChatLink } from "~/components/ui/chat-link";
import { buttonClass } from "~/components/ui/styles";
import type { ChatPurpose } from "~/lib/chat-link";

interface HoldingSectionProps {
  title: string;
  text: string;
  chat: { purpose: ChatPurpose; label: string };
  children?: ReactNode;
}

/** A short, complete page for a section of the site that is still growing. */
export function HoldingSection({ title, text, chat, children }: HoldingSectionProps) {
  return (
    <section aria-labelledby="halaman-judul" className="px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-2xl rounded-[2rem] bg-white p-8 text-center shadow-card sm:p-12">
        <h1 id="halaman-judul" className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
          {title}
        </h1>
        <p className="mt-4 text-lg text-pretty text-ink-soft">{text}</p>
        {children}
        <ChatLink purpose={chat.purpose} className={`${buttonClass("whatsapp", "lg")} mt-8`}>
          <MessageCircle aria-hidden="true" className="size-5" />
          {chat.label}
        </ChatLink>
      </div>
    </section>
  );
}
