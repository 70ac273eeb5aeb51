import { chatLinks } from "../format/chat-link.ts";
import type { ChatMessages, ChatPurpose, SiteContent } from "../content/schemas.ts";
import { formatOpeningHours } from "../format/format.ts";
import { type PhoneForms, phoneForms } from "../format/phone.ts";

/**
 * The site config as components use it: src/content/data/site.yaml plus the
 * forms derived from it (phone, address line, hours, maps, every chat link),
 * so nothing is written twice.
 */
export interface SiteConfig extends Omit<SiteContent, "phone"> {
  phone: PhoneForms;
  addressLine: string;
  hoursLine: string;
  maps: { link: string; embed: string };
  chat: Record<ChatPurpose, string>;
}

export function siteConfig(content: SiteContent, messages: ChatMessages, siteUrl = content.siteUrl): SiteConfig {
  const { address } = content;
  const addressLine = `${address.street}, ${address.district}, ${address.city}, ${address.province} ${address.postalCode}`;
  const phone = phoneForms(content.phone);
  return {
    ...content,
    siteUrl: siteUrl.replace(/\/+$/, ""),
    phone,
    addressLine,
    hoursLine: formatOpeningHours(content.hours),
    maps: {
      link: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${content.name}, ${addressLine}`)}`,
      // The classic embed endpoint needs no API key.
      embed: `https://maps.google.com/maps?q=${encodeURIComponent(addressLine)}&z=15&output=embed`,
    },
    chat: chatLinks(messages, phone.wa),
  };
}

/** An absolute URL on the site's public address, for canonical links and sharing. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).href;
}
