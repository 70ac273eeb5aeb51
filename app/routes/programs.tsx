import type { Route } from "./+types/programs";
import { MethodGrid } from "~/components/method-grid";
import { ProgramList } from "~/components/program-list";
import { RegistrationProvider } from "~/components/registration-provider";
import { TrialList } from "~/components/trial-list";
import { PageHeader } from "~/components/ui/page-header";
import pages from "virtual:content/pages";
import { pageMeta } from "~/lib/seo";

const { program } = pages;

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: program.title, description: program.description, path: "/program" });

export default function ProgramsPage() {
  return (
    <RegistrationProvider>
      <PageHeader title={program.title} intro={program.intro} />
      <ProgramList />
      <MethodGrid />
      <TrialList />
    </RegistrationProvider>
  );
}
