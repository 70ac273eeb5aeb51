import { locationMapFrame } from "~/components/contact/location-map-frame";
import { ExternalLink } from "~/components/ui/external-link";
import { MapPin } from "~/components/ui/icons";
import { Section } from "~/components/ui/section";
import type { PagesContent } from "~/lib/content/schemas";
import { site } from "~/lib/site/site";

/**
 * The map, at no cost until a parent asks for it (docs/decisions/019-map-after-a-tap.md).
 * The frame first shows a drawing written into the page (`srcdoc`): no request,
 * no script. A tap on it takes the frame, and only the frame, to Google's
 * interactive map. The box keeps its size before and after.
 */
export function LocationMap({ copy }: { copy: PagesContent["contact"]["map"] }) {
  return (
    <Section id="peta" title={copy.title} intro={site.addressLine} className="bg-brand-50">
      <div className="relative aspect-4/3 overflow-hidden rounded-card bg-brand-100 shadow-card sm:aspect-video">
        <iframe
          srcDoc={locationMapFrame({ name: site.name, embed: site.maps.embed })}
          title={copy.frameTitle}
          loading="lazy"
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
