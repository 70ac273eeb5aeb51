import { Section } from "~/components/ui/section";
import about from "virtual:content/about";
import team from "virtual:content/team";
import { fadeIn } from "~/lib/fade-in";
import { TeamCard } from "./team-card";

export function TeamGrid() {
  return (
    <Section id="tim" title={about.team.title} intro={about.team.text} className="bg-brand-50">
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {team.map((member, index) => (
          <TeamCard key={member.name} member={member} {...fadeIn(index, 0.1)} />
        ))}
      </div>
    </Section>
  );
}
