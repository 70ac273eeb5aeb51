import { Section } from "~/components/ui/section";
import type { PagesContent, Pillar } from "~/lib/content/schemas";
import { fadeIn } from "~/lib/fade-in";
import { PillarCard } from "../home/pillar-card";

/** The four pillars of learning, shown as the methods on /program. */
export function MethodGrid({
  copy,
  pillars,
}: {
  copy: PagesContent["program"]["methods"];
  pillars: readonly Pillar[];
}) {
  return (
    <Section id="metode" title={copy.title} intro={copy.text} className="bg-brand-50">
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {pillars.map((pillar, index) => (
          <PillarCard key={pillar.title} pillar={pillar} asMethod {...fadeIn(index, 0.1)} />
        ))}
      </div>
    </Section>
  );
}
