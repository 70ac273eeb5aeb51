import { getEntry } from "astro:content";
import { siteConfig } from "./site-config.ts";

/**
 * The site config of this build, for everything rendered at build time
 * (never imported by an island: islands get what they need as props).
 * The address is Astro's `site`: SITE_URL or site.yaml (src/lib/content/loading/site-url.ts).
 */
const [content, messages] = await Promise.all([getEntry("site", "site"), getEntry("chat", "chat")]);
if (!content || !messages) throw new Error("src/content/data: site.yaml or chat.yaml was not loaded");

export const site = siteConfig(content.data, messages.data, import.meta.env.SITE);
