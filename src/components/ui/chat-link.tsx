import type { ComponentProps } from "react";
import type { ChatPurpose } from "~/lib/content/schemas";
import { site } from "~/lib/site/site";
import { ExternalLink } from "./external-link";

type ChatLinkProps = Omit<ComponentProps<typeof ExternalLink>, "href"> & { purpose: ChatPurpose };

/**
 * A WhatsApp chat with the centre, prefilled with the message for `purpose`.
 * Rendered at build time only: an island is given the link itself as a prop.
 */
export function ChatLink({ purpose, ...props }: ChatLinkProps) {
  return <ExternalLink href={site.chat[purpose]} {...props} />;
}
