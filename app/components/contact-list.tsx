import { Clock, Mail, MapPin, MessageCircle } from "lucide-react";
import { ChatLink } from "~/components/ui/chat-link";
import { ExternalLink } from "~/components/ui/external-link";
import { site } from "~/lib/site";

/** Address, WhatsApp, email and hours: the contact block of the footer and of /kontak. */
export function ContactList({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const icon = `mt-0.5 size-5 shrink-0 ${tone === "light" ? "text-brand-300" : "text-brand-600"}`;
  const link = `underline decoration-2 underline-offset-4 ${
    tone === "light" ? "decoration-brand-400 hover:text-white" : "decoration-brand-300 hover:text-brand-800"
  }`;
  return (
    <address className="not-italic">
      <ul className="space-y-3">
        <li className="flex gap-3">
          <MapPin aria-hidden="true" className={icon} />
          <ExternalLink href={site.maps.link} className={link}>
            {site.addressLine}
          </ExternalLink>
        </li>
        <li className="flex gap-3">
          <MessageCircle aria-hidden="true" className={icon} />
          <ChatLink purpose="question" className={link}>
            <span className="sr-only">WhatsApp </span>
            {site.phone.display}
          </ChatLink>
        </li>
        <li className="flex gap-3">
          <Mail aria-hidden="true" className={icon} />
          <a href={`mailto:${site.email}`} className={link}>
            {site.email}
          </a>
        </li>
        <li className="flex gap-3">
          <Clock aria-hidden="true" className={icon} />
          <span>{site.hoursLine}</span>
        </li>
      </ul>
    </address>
  );
}
