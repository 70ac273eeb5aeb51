/**
 * A WhatsApp click-to-chat URL. Without a phone, WhatsApp lets the visitor
 * pick the recipient (used to share a page with someone).
 */
export function whatsappUrl(text: string, phoneDigits?: string): string {
  return `https://wa.me/${phoneDigits ?? ""}?text=${encodeURIComponent(text)}`;
}

/** The chat with the centre for every purpose (src/content/data/chat.yaml): the only way the site builds one. */
export function chatLinks<Purpose extends string>(
  messages: Record<Purpose, string>,
  phoneDigits: string,
): Record<Purpose, string> {
  const links = {} as Record<Purpose, string>;
  for (const purpose of Object.keys(messages) as Purpose[])
    links[purpose] = whatsappUrl(messages[purpose], phoneDigits);
  return links;
}
