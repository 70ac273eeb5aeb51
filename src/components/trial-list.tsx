import { Section } from "~/components/ui/section";
import pages from "virtual:content/pages";
import trials from "virtual:content/trials";
import { TrialCard } from "./trial-card";

export function TrialList() {
  const { trials: copy } = pages.program;
  return (
    <Section id="trial" title={copy.title} intro={copy.text}>
      <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
        {trials.map((trial) => (
          <TrialCard key={trial.title} trial={trial} />
        ))}
      </div>
    </Section>
  );
}
