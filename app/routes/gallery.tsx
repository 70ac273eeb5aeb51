import type { Route } from "./+types/gallery";
import { CalendarHeart } from "~/components/ui/icons";
import { GalleryGroup } from "~/components/gallery-group";
import { ChatLink } from "~/components/ui/chat-link";
import { PageHeader } from "~/components/ui/page-header";
import { buttonClass } from "~/components/ui/styles";
import galleryGroups from "virtual:content/gallery";
import pages from "virtual:content/pages";
import { pageMeta } from "~/lib/seo";

const { gallery } = pages;

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: gallery.title, description: gallery.description, path: "/galeri" });

export default function GalleryPage() {
  return (
    <>
      <PageHeader title={gallery.title} intro={gallery.intro} />
      <div className="space-y-14 px-4 pb-16 sm:px-6">
        {galleryGroups.map((group, index) => (
          <GalleryGroup key={group.title} group={group} first={index === 0} />
        ))}
      </div>
      <p className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 pb-20 text-center text-lg text-ink-soft">
        {gallery.visit}
        <ChatLink purpose="visit" className={buttonClass("primary", "lg")}>
          <CalendarHeart aria-hidden="true" className="size-5" />
          Jadwalkan Kunjungan
        </ChatLink>
      </p>
    </>
  );
}
