import { MapPin } from "~/components/ui/icons";
import { ExternalLink } from "~/components/ui/external-link";
import { Section } from "~/components/ui/section";
import type { PagesContent } from "~/lib/content/schemas";
import { site } from "~/lib/site";

/**
 * The embedded map. The browser fetches the frame only when it comes near
 * the screen (`loading="lazy"`), so a third-party page never competes with
 * the first paint; the box keeps its size before and after.
 */
export function LocationMap({ copy }: { copy: PagesContent["contact"]["map"] }) {
  return (
    <Section id="peta" title={copy.title} intro={site.addressLine} className="bg-brand-50">
      <div className="relative aspect-4/3 overflow-hidden rounded-card bg-brand-100 shadow-card sm:aspect-video">
        {/* Seen until the map has loaded (and if it cannot). */}
        <MapPin aria-hidden="true" className="absolute top-1/2 left-1/2 size-12 -translate-1/2 text-brand-400" />
        <iframe
          src={site.maps.embed}
          title={copy.frameTitle}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="absolute inset-0 size-full"
        />
      </div>
      <p className="mt-5 text-center">
        <ExternalLink
          href={site.maps.link}
          className="inline-flex min-h-11 items-center gap-2 font-bold text-brand-700 underline underline-offset-4"
        >
          <MapPin aria-hidden="true" className="size-5" />
          Buka di Google Maps
        </ExternalLink>
      </p>
    </Section>
  );
}
