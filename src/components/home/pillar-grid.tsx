import { Section } from "~/components/ui/section";
import type { HomeContent, Pillar } from "~/lib/content/schemas";
import { fadeIn } from "~/lib/fade-in";
import { PillarCard } from "./pillar-card";

export function PillarGrid({ copy, pillars }: { copy: HomeContent["pillars"]; pillars: readonly Pillar[] }) {
  return (
    <Section id="empat-pilar" title={copy.title} intro={copy.text}>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {pillars.map((pillar, index) => (
          <PillarCard key={pillar.title} pillar={pillar} {...fadeIn(index, 0.1)} />
        ))}
      </div>
    </Section>
  );
}
