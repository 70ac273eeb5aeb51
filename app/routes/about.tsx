import type { Route } from "./+types/about";
import { AboutIntro } from "~/components/about-intro";
import { ContactCta } from "~/components/contact-cta";
import { MissionVision } from "~/components/mission-vision";
import { TeamGrid } from "~/components/team-grid";
import { ValueGrid } from "~/components/value-grid";
import about from "virtual:content/about";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: about.intro.title, description: about.description, path: "/tentang" });

export default function AboutPage() {
  return (
    <>
      <AboutIntro />
      <MissionVision />
      <ValueGrid />
      <TeamGrid />
      <ContactCta id="kenalan" purpose="visit" {...about.contact} />
    </>
  );
}
