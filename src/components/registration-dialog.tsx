import { CircleCheck, Info, MessageCircle } from "~/components/ui/icons";
import { Dialog } from "~/components/ui/dialog";
import { buttonClass } from "~/components/ui/styles";
import { ChatLink } from "~/components/ui/chat-link";

/** What a registration button asks the dialog to show. */
export interface Registration {
  kind: "program" | "trial";
  title: string;
  text: string;
}

interface RegistrationDialogProps {
  registration: Registration | null;
  onClose: () => void;
}

const styles = {
  program: { tone: "info", Icon: Info, chip: "bg-sky-100 text-sky-800" },
  trial: { tone: "success", Icon: CircleCheck, chip: "bg-brand-100 text-brand-700" },
} as const;

/** Program: info style. Trial: success style. Both confirm into the registration chat. */
export function RegistrationDialog({ registration, onClose }: RegistrationDialogProps) {
  const { tone, Icon, chip } = styles[registration?.kind ?? "program"];
  return (
    <Dialog
      open={registration !== null}
      tone={tone}
      onClose={onClose}
      labelledBy="daftar-judul"
      describedBy="daftar-teks"
    >
      {registration ? (
        <div className="text-center">
          <span className={`mx-auto grid size-16 place-items-center rounded-full ${chip}`}>
            <Icon aria-hidden="true" className="size-9" />
          </span>
          <h2 id="daftar-judul" className="mt-5 text-2xl font-extrabold text-brand-900">
            {registration.title}
          </h2>
          <p id="daftar-teks" className="mt-3 text-ink-soft">
            {registration.text}
          </p>
          <div className="mt-8 flex flex-col gap-3">
            {/* Narrower padding on phones keeps "Hubungi Kami via WhatsApp" on one line on screens from 342 px wide. */}
            <ChatLink purpose="register" onClick={onClose} className={`${buttonClass("whatsapp", "lg")} max-sm:px-4`}>
              <MessageCircle aria-hidden="true" className="size-5" />
              Hubungi Kami via WhatsApp
            </ChatLink>
            <button type="button" onClick={onClose} className={buttonClass("secondary", "lg")}>
              Batal
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
