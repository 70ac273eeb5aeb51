import { MapPin } from "~/components/ui/icons";
import { ExternalLink } from "~/components/ui/external-link";
import { Section } from "~/components/ui/section";
import pages from "virtual:content/pages";
import { site } from "~/lib/site";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The embedded map, loaded only when it comes near the screen. In the
 * prerendered HTML it sits in <noscript>: browsers with JavaScript start the
 * frame once the page is running, so a third-party frame is never fetched
 * ahead of the page's own first paint. The box keeps its size either way.
 */
export function LocationMap() {
  const { map } = pages.contact;
  const hydrated = useHydrated();
  const frame = (
    <iframe
      src={site.maps.embed}
      title={map.frameTitle}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      className="absolute inset-0 size-full"
    />
  );
  return (
    <Section id="peta" title={map.title} intro={site.addressLine} className="bg-brand-50">
      <div className="relative aspect-4/3 overflow-hidden rounded-card bg-brand-100 shadow-card sm:aspect-video">
        {/* Seen until the map has loaded (and if it cannot). */}
        <MapPin aria-hidden="true" className="absolute top-1/2 left-1/2 size-12 -translate-1/2 text-brand-400" />
        {hydrated ? frame : <noscript>{frame}</noscript>}
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
