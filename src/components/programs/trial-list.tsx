import { Section } from "~/components/ui/section";
import type { PagesContent, Trial } from "~/lib/content/schemas";
import { registrationOf } from "~/lib/registration";
import { TrialCard } from "./trial-card";

interface TrialListProps {
  copy: PagesContent["program"]["trials"];
  trials: readonly Trial[];
}

export function TrialList({ copy, trials }: TrialListProps) {
  return (
    <Section id="trial" title={copy.title} intro={copy.text}>
      <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
        {trials.map((trial, index) => (
          <TrialCard key={trial.title} trial={trial} registration={registrationOf("trial", index, trial)} />
        ))}
      </div>
    </Section>
  );
}
