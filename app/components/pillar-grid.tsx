import { Section } from "~/components/ui/section";
import home from "virtual:content/home";
import pillars from "virtual:content/pillars";
import { fadeIn } from "~/lib/fade-in";
import { PillarCard } from "./pillar-card";

export function PillarGrid() {
  return (
    <Section id="empat-pilar" title={home.pillars.title} intro={home.pillars.text}>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {pillars.map((pillar, index) => (
          <PillarCard key={pillar.title} pillar={pillar} {...fadeIn(index, 0.1)} />
        ))}
      </div>
    </Section>
  );
}
