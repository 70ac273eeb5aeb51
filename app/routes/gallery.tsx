import type { Route } from "./+types/gallery";
import { HoldingSection } from "~/components/holding-section";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

const { gallery } = pages;

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: gallery.title, description: gallery.description, path: "/galeri" });

export default function GalleryPage() {
  return <HoldingSection title={gallery.title} text={gallery.text} chat={{ purpose: "visit", label: "Jadwalkan Kunjungan" }} />;
}
