import { formatOpeningHours } from "../../format/format.ts";
import type { SiteContent } from "../schemas.ts";

/**
 * Words in braces that page texts may use for values kept in the site's
 * identity (site.yaml), so that a change there changes every page:
 * "Ya, selama jam operasional ({jam_buka})".
 */
export function placeholderValues(site: SiteContent): Record<string, string> {
  return {
    nama: site.name,
    slogan: site.tagline,
    jam_buka: formatOpeningHours(site.hours),
    jam_mulai: site.hours.opens,
    jam_tutup: site.hours.closes,
  };
}

export const PLACEHOLDER = /\{([a-z_]+)\}/g;
