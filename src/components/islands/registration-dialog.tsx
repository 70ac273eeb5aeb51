import { useEffect, useRef, useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { NEW_TAB_NOTE_ATTRIBUTE } from "~/components/ui/external-link";
import { CircleCheck, Info, MessageCircle } from "~/components/ui/icons";
import { buttonClass } from "~/components/ui/styles";
import { REGISTRATION_ATTRIBUTE, type Registration } from "~/lib/registration";

interface RegistrationDialogProps {
  /** Every registration the page's links offer (src/components/registration-link.tsx). */
  registrations: readonly Registration[];
  /** The registration chat, the same link the buttons are without JavaScript. */
  chatUrl: string;
}

const styles = {
  program: { tone: "info", Icon: Info, chip: "bg-sky-100 text-sky-800" },
  trial: { tone: "success", Icon: CircleCheck, chip: "bg-brand-100 text-brand-700" },
} as const;

/**
 * The one island of /program. In the HTML the registration buttons are links
 * to the registration chat; once this runs, each becomes a button that opens
 * this dialog first (program: info style, trial: success style), whose green
 * confirm opens the same chat. Opening another registration replaces the
 * current one; closing it gives focus back to the button that opened it.
 */
export function RegistrationDialog({ registrations, chatUrl }: RegistrationDialogProps) {
  const [current, setCurrent] = useState<Registration | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>(`a[${REGISTRATION_ATTRIBUTE}]`)];
    const open = (link: HTMLAnchorElement) => {
      const registration = registrations.find(
        (candidate) => candidate.id === link.getAttribute(REGISTRATION_ATTRIBUTE),
      );
      if (!registration) return false;
      opener.current = link;
      setCurrent(registration);
      return true;
    };
    const onClick = (event: MouseEvent) => {
      // A middle click or Ctrl+click still opens the chat in a new tab, as the link does.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (open(event.currentTarget as HTMLAnchorElement)) event.preventDefault();
    };
    // A button is pressed with Space too; a link is not.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === " " && open(event.currentTarget as HTMLAnchorElement)) event.preventDefault();
    };
    for (const link of links) {
      link.setAttribute("role", "button");
      link.setAttribute("aria-haspopup", "dialog");
      // It opens a dialog now, not a new tab.
      link.querySelector(`[${NEW_TAB_NOTE_ATTRIBUTE}]`)?.setAttribute("hidden", "");
      link.addEventListener("click", onClick);
      link.addEventListener("keydown", onKeyDown);
    }
    return () => {
      for (const link of links) {
        link.removeAttribute("role");
        link.removeAttribute("aria-haspopup");
        link.querySelector(`[${NEW_TAB_NOTE_ATTRIBUTE}]`)?.removeAttribute("hidden");
        link.removeEventListener("click", onClick);
        link.removeEventListener("keydown", onKeyDown);
      }
    };
  }, [registrations]);

  const close = () => {
    setCurrent(null);
    opener.current?.focus();
  };
  const { tone, Icon, chip } = styles[current?.kind ?? "program"];
  return (
    <Dialog open={current !== null} tone={tone} onClose={close} labelledBy="daftar-judul" describedBy="daftar-teks">
      {current ? (
        <div className="text-center">
          <span className={`mx-auto grid size-16 place-items-center rounded-full ${chip}`}>
            <Icon aria-hidden="true" className="size-9" />
          </span>
          <h2 id="daftar-judul" className="mt-5 text-2xl font-extrabold text-brand-900">
            {current.title}
          </h2>
          <p id="daftar-teks" className="mt-3 text-ink-soft">
            {current.text}
          </p>
          <div className="mt-8 flex flex-col gap-3">
            {/* Narrower padding on phones keeps "Hubungi Kami via WhatsApp" on one line on screens from 342 px wide. */}
            <a
              href={chatUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={close}
              className={`${buttonClass("whatsapp", "lg")} max-sm:px-4`}
            >
              <MessageCircle aria-hidden="true" className="size-5" />
              Hubungi Kami via WhatsApp
              <span className="sr-only"> (membuka tab baru)</span>
            </a>
            <button type="button" onClick={close} className={buttonClass("secondary", "lg")}>
              Batal
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
