import { MessageCircle } from "~/components/ui/icons";
import { ChatLink } from "~/components/ui/chat-link";
import { buttonClass } from "~/components/ui/styles";
import type { HomeContent } from "~/lib/content/schemas";

/** The home page's last word: try a trial, or get in touch. */
export function ClosingCta({ copy }: { copy: HomeContent["closing"] }) {
  return (
    <section aria-labelledby="ajakan-judul" className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="on-dark relative mx-auto max-w-6xl overflow-hidden rounded-[2rem] bg-linear-to-br from-brand-700 to-brand-900 px-6 py-12 text-center sm:px-12 sm:py-16">
        <div aria-hidden="true" className="absolute -top-16 -right-16 size-64 rounded-full bg-brand-600/40" />
        <div aria-hidden="true" className="absolute -bottom-20 -left-10 size-56 rounded-full bg-sun-400/20" />
        <div className="relative">
          <h2 id="ajakan-judul" className="text-3xl font-extrabold tracking-tight text-balance text-white sm:text-4xl">
            {copy.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-brand-50">{copy.text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ChatLink purpose="enrol" className={buttonClass("light", "lg")}>
              <MessageCircle aria-hidden="true" className="size-5" />
              Hubungi Kami
            </ChatLink>
            <a href="/program#trial" className={buttonClass("outlineLight", "lg")}>
              Info Trial Program
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
