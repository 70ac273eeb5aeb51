import type { Route } from "./+types/programs";
import { HoldingSection } from "~/components/holding-section";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

const { program } = pages;

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: program.title, description: program.description, path: "/program" });

export default function ProgramsPage() {
  return <HoldingSection title={program.title} text={program.text} chat={{ purpose: "register", label: "Tanya Program via WhatsApp" }} />;
}
