import { MessageCircle } from "lucide-react";
import { ChatLink } from "~/components/ui/chat-link";
import { buttonClass } from "~/components/ui/styles";
import { pages } from "~/content/pages";

/** 'Jadwalkan Kunjungan' on /kontak: straight into the visit chat. */
export function VisitCta() {
  const { visit } = pages.contact;
  return (
    <section aria-labelledby="kunjungan-judul" className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-3xl rounded-[2rem] bg-linear-to-br from-brand-700 to-brand-900 px-6 py-12 text-center sm:px-12">
        <h2 id="kunjungan-judul" className="text-3xl font-extrabold text-white">
          {visit.title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-brand-50">{visit.text}</p>
        {/* White on the dark block: a green button would barely stand out from it. */}
        <ChatLink purpose="visit" className={`${buttonClass("light", "lg")} mt-8`}>
          <MessageCircle aria-hidden="true" className="size-5 text-whatsapp" />
          Hubungi via WhatsApp
        </ChatLink>
      </div>
    </section>
  );
}
