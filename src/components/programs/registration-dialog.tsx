import { ChatLink } from "~/components/ui/chat-link";
import { CLOSES_DIALOG, closesDialog, Dialog } from "~/components/ui/dialog";
import { CircleCheck, Info, MessageCircle } from "~/components/ui/icons";
import { buttonClass } from "~/components/ui/styles";
import type { Registration } from "~/lib/registration";

const styles = {
  program: { tone: "info", Icon: Info, chip: "bg-sky-100 text-sky-800" },
  trial: { tone: "success", Icon: CircleCheck, chip: "bg-brand-100 text-brand-700" },
} as const;

/**
 * What 'Daftar Sekarang' (info style) and 'Daftar Trial' (success style)
 * open: the program's or trial's title and text, and the green way to the
 * registration chat. The chat opens in a new tab and the dialog closes
 * behind it, by the page's one inline script (DialogLinkCloser); without
 * script the dialog stays open (docs/decisions/020-dialogs-without-script.md).
 */
export function RegistrationDialog({ registration }: { registration: Registration }) {
  const { id, kind, title, text } = registration;
  const { tone, Icon, chip } = styles[kind];
  return (
    <Dialog id={id} tone={tone} labelledBy={`${id}-judul`} describedBy={`${id}-teks`}>
      <div className="text-center">
        <span className={`mx-auto grid size-16 place-items-center rounded-full ${chip}`}>
          <Icon aria-hidden="true" className="size-9" />
        </span>
        <h2 id={`${id}-judul`} className="mt-5 text-2xl font-extrabold text-brand-900">
          {title}
        </h2>
        <p id={`${id}-teks`} className="mt-3 text-ink-soft">
          {text}
        </p>
        <div className="mt-8 flex flex-col gap-3">
          {/* Narrower padding on phones keeps "Hubungi Kami via WhatsApp" on one line on screens from 342 px wide. */}
          <ChatLink purpose="register" {...CLOSES_DIALOG} className={`${buttonClass("whatsapp", "lg")} max-sm:px-4`}>
            <MessageCircle aria-hidden="true" className="size-5" />
            Hubungi Kami via WhatsApp
          </ChatLink>
          <button {...closesDialog(id)} className={buttonClass("secondary", "lg")}>
            Batal
          </button>
        </div>
      </div>
    </Dialog>
  );
}
