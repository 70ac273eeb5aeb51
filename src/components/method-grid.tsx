import { Section } from "~/components/ui/section";
import pages from "virtual:content/pages";
import pillars from "virtual:content/pillars";
import { fadeIn } from "~/lib/fade-in";
import { PillarCard } from "./pillar-card";

/** The four pillars of learning, shown as the methods on /program. */
export function MethodGrid() {
  const { methods } = pages.program;
  return (
    <Section id="metode" title={methods.title} intro={methods.text} className="bg-brand-50">
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {pillars.map((pillar, index) => (
          <PillarCard key={pillar.title} pillar={pillar} asMethod {...fadeIn(index, 0.1)} />
        ))}
      </div>
    </Section>
  );
}
