import { CalendarHeart } from "~/components/ui/icons";
import { ChatLink } from "~/components/ui/chat-link";
import { buttonClass } from "~/components/ui/styles";

/** The gallery's last word: come and see it for yourself. */
export function GalleryVisit({ text }: { text: string }) {
  return (
    <p className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 pb-20 text-center text-lg text-ink-soft">
      {text}
      <ChatLink purpose="visit" className={buttonClass("primary", "lg")}>
        <CalendarHeart aria-hidden="true" className="size-5" />
        Jadwalkan Kunjungan
      </ChatLink>
    </p>
  );
}
