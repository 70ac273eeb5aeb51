import { ArrowRight } from "~/components/ui/icons";
import { Link } from "react-router";
import { Section } from "~/components/ui/section";
import { buttonClass } from "~/components/ui/styles";
import home from "virtual:content/home";
import programs from "virtual:content/programs";
import { fadeIn } from "~/lib/fade-in";
import { ProgramSummaryCard } from "./program-summary-card";

export function ProgramHighlights() {
  return (
    <Section id="program-unggulan" title={home.programs.title} intro={home.programs.text} className="bg-white">
      <div className="grid gap-8 md:grid-cols-2">
        {programs.map((program, index) => (
          <ProgramSummaryCard key={program.title} program={program} {...fadeIn(index, 0.2)} />
        ))}
      </div>
      <p className="mt-10 text-center">
        <Link to="/program" className={buttonClass("secondary", "lg")}>
          {home.programs.link}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </p>
    </Section>
  );
}
