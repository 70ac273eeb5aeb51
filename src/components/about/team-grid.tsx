import { Section } from "~/components/ui/section";
import type { AboutContent, TeamMember } from "~/lib/content/schemas";
import type { WithPicture } from "~/lib/entries";
import { fadeIn } from "~/lib/fade-in";
import { TeamCard } from "./team-card";

interface TeamGridProps {
  copy: AboutContent["team"];
  team: readonly WithPicture<TeamMember>[];
}

export function TeamGrid({ copy, team }: TeamGridProps) {
  return (
    <Section id="tim" title={copy.title} intro={copy.text} className="bg-brand-50">
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {team.map((member, index) => (
          <TeamCard key={member.name} member={member} {...fadeIn(index, 0.1)} />
        ))}
      </div>
    </Section>
  );
}
