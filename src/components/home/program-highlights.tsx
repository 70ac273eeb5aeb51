import { ArrowRight } from "~/components/ui/icons";
import { Section } from "~/components/ui/section";
import { buttonClass } from "~/components/ui/styles";
import type { HomeContent, Program } from "~/lib/content/schemas";
import type { WithPicture } from "~/lib/entries";
import { fadeIn } from "~/lib/fade-in";
import { ProgramSummaryCard } from "./program-summary-card";

interface ProgramHighlightsProps {
  copy: HomeContent["programs"];
  programs: readonly WithPicture<Program>[];
}

export function ProgramHighlights({ copy, programs }: ProgramHighlightsProps) {
  return (
    <Section id="program-unggulan" title={copy.title} intro={copy.text} className="bg-white">
      <div className="grid gap-8 md:grid-cols-2">
        {programs.map((program, index) => (
          <ProgramSummaryCard key={program.title} program={program} {...fadeIn(index, 0.2)} />
        ))}
      </div>
      <p className="mt-10 text-center">
        <a href="/program" className={buttonClass("secondary", "lg")}>
          {copy.link}
          <ArrowRight aria-hidden="true" className="size-5" />
        </a>
      </p>
    </Section>
  );
}
