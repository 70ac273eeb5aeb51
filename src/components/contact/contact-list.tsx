import { Clock, Mail, MapPin, MessageCircle } from "~/components/ui/icons";
import { ChatLink } from "~/components/ui/chat-link";
import { ExternalLink } from "~/components/ui/external-link";
import { site } from "~/lib/site/site";

/**
 * Address, WhatsApp, email and hours: the contact block of the footer. Each
 * line is 44 px tall, a comfortable target for a thumb; the icon sits level
 * with the first line of text.
 */
export function ContactList({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const icon = `mt-3 size-5 shrink-0 ${tone === "light" ? "text-brand-300" : "text-brand-600"}`;
  const line = "inline-block py-2.5";
  const link = `${line} underline decoration-2 underline-offset-4 ${
    tone === "light" ? "decoration-brand-400 hover:text-white" : "decoration-brand-300 hover:text-brand-800"
  }`;
  return (
    <address className="not-italic">
      <ul>
        <li className="flex gap-3">
          <MapPin aria-hidden="true" className={icon} />
          <ExternalLink href={site.maps.link} className={link}>
            {site.addressLine}
          </ExternalLink>
        </li>
        <li className="flex gap-3">
          <MessageCircle aria-hidden="true" className={icon} />
          <ChatLink purpose="question" className={link}>
            {site.phone.display}
            <span className="sr-only"> lewat WhatsApp</span>
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
          <span className={line}>{site.hoursLine}</span>
        </li>
      </ul>
    </address>
  );
}
