import { MessageCircle } from "~/components/ui/icons";
import { ChatLink } from "~/components/ui/chat-link";
import { buttonClass } from "~/components/ui/styles";
import type { ChatPurpose } from "~/lib/content/schemas";

interface ContactCtaProps {
  /** Names the section: its heading gets `${id}-judul`. */
  id: string;
  title: string;
  text: string;
  /** Which prefilled message the chat opens with. */
  purpose: ChatPurpose;
}

/** The way to get in touch, at the end of a page: a dark box with the WhatsApp chat. */
export function ContactCta({ id, title, text, purpose }: ContactCtaProps) {
  return (
    <section aria-labelledby={`${id}-judul`} className="px-4 py-16 sm:px-6">
      <div className="on-dark mx-auto max-w-3xl rounded-[2rem] bg-linear-to-br from-brand-700 to-brand-900 px-6 py-12 text-center sm:px-12">
        <h2 id={`${id}-judul`} className="text-3xl font-extrabold text-balance text-white">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-brand-50">{text}</p>
        {/* White on the dark block: a green button would barely stand out from it. */}
        <ChatLink purpose={purpose} className={`${buttonClass("light", "lg")} mt-8`}>
          <MessageCircle aria-hidden="true" className="size-5 text-whatsapp" />
          Hubungi via WhatsApp
        </ChatLink>
      </div>
    </section>
  );
}
