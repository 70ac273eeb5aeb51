import type { ChatMessages } from "../content/schemas.ts";

/** Why a visitor starts a chat; each purpose has its own prefilled message (src/content/data/chat.yaml). */
export type ChatPurpose = keyof ChatMessages;

/**
 * A WhatsApp click-to-chat URL. Without a phone, WhatsApp lets the visitor
 * pick the recipient (used to share a page with someone).
 */
export function whatsappUrl(text: string, phoneDigits?: string): string {
  return `https://wa.me/${phoneDigits ?? ""}?text=${encodeURIComponent(text)}`;
}

/** The chat with the centre for every purpose: the only way the site builds one. */
export function chatLinks(messages: ChatMessages, phoneDigits: string): Record<ChatPurpose, string> {
  const links = {} as Record<ChatPurpose, string>;
  for (const purpose of Object.keys(messages) as ChatPurpose[])
    links[purpose] = whatsappUrl(messages[purpose], phoneDigits);
  return links;
}
