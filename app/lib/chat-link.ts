import { site } from "./site";

/** Why a visitor starts a chat; each purpose has one exact prefilled message. */
export type ChatPurpose = "question" | "visit" | "register" | "enrol";

export function chatMessage(purpose: ChatPurpose, name: string = site.name): string {
  switch (purpose) {
    case "question":
      return `Halo, saya ingin bertanya tentang ${name}`;
    case "visit":
      return `Halo ${name}, saya ingin menjadwalkan kunjungan ke daycare.`;
    case "register":
      return `Halo ${name}, saya ingin mendaftar program anak :)`;
    case "enrol":
      return `Halo ${name}, saya ingin mendaftar atau mencoba program trial.`;
  }
}

/**
 * A WhatsApp click-to-chat URL. Without a phone, WhatsApp lets the visitor
 * pick the recipient (used to share a page with someone).
 */
export function whatsappUrl(text: string, phoneDigits?: string): string {
  return `https://wa.me/${phoneDigits ?? ""}?text=${encodeURIComponent(text)}`;
}

/** The chat with the centre for a purpose: the only way the site builds one. */
export function chatLink(purpose: ChatPurpose, config: Pick<typeof site, "name" | "phone"> = site): string {
  return whatsappUrl(chatMessage(purpose, config.name), config.phone.wa);
}
