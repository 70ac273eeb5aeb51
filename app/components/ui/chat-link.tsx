import type { ComponentProps } from "react";
import { type ChatPurpose, chatLink } from "~/lib/chat-link";
import { ExternalLink } from "./external-link";

type ChatLinkProps = Omit<ComponentProps<typeof ExternalLink>, "href"> & { purpose: ChatPurpose };

/** A WhatsApp chat with the centre, prefilled with the message for `purpose`. */
export function ChatLink({ purpose, ...props }: ChatLinkProps) {
  return <ExternalLink href={chatLink(purpose)} {...props} />;
}
