import type { Route } from "./+types/home";
import { ClosingCta } from "~/components/closing-cta";
import { Hero } from "~/components/hero";
import { PillarGrid } from "~/components/pillar-grid";
import { ProgramHighlights } from "~/components/program-highlights";
import { TestimonialList } from "~/components/testimonial-list";
import home from "virtual:content/home";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => pageMeta({ description: home.description, path: "/" });

export default function HomePage() {
  return (
    <>
      <Hero />
      <ProgramHighlights />
      <PillarGrid />
      <TestimonialList />
      <ClosingCta />
    </>
  );
}
