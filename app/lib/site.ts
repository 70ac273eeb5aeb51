import siteContent from "virtual:content/site";
import { formatOpeningHours } from "./format";
import { phoneForms } from "./phone";

const { address } = siteContent;
const addressLine = `${address.street}, ${address.district}, ${address.city}, ${address.province} ${address.postalCode}`;

/**
 * The site config as components use it: the content of content/data/site.yaml plus
 * the forms derived from it, so nothing is written twice.
 */
export const site = {
  ...siteContent,
  // Decided once at build time, SITE_URL or site.yaml (tooling/content/site-url.ts), as the sitemap and feed have it.
  siteUrl: import.meta.env.SITE_URL,
  phone: phoneForms(siteContent.phone),
  addressLine,
  hoursLine: formatOpeningHours(siteContent.hours),
  maps: {
    link: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${siteContent.name}, ${addressLine}`)}`,
    // The classic embed endpoint needs no API key.
    embed: `https://maps.google.com/maps?q=${encodeURIComponent(addressLine)}&z=15&output=embed`,
  },
};

/** An absolute URL on the site's public address, for canonical links and sharing. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${site.siteUrl}/`).href;
}
