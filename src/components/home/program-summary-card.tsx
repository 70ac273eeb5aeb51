import { cn } from "~/lib/cn";
import type { Program } from "~/lib/content/schemas";
import type { WithPicture } from "~/lib/entries";
import { ProgramFacts, ProgramPicture } from "../programs/program-facts";

interface ProgramSummaryCardProps extends Pick<React.ComponentProps<"article">, "className" | "style"> {
  program: WithPicture<Program>;
}

/** A program as the home page introduces it: picture, ages, group size, hours. */
export function ProgramSummaryCard({ program, className, style }: ProgramSummaryCardProps) {
  return (
    <article className={cn("overflow-hidden rounded-card bg-white shadow-card", className)} style={style}>
      <ProgramPicture program={program} />
      <div className="p-6 sm:p-8">
        <p className="inline-flex rounded-full bg-sun-100 px-3 py-1 text-sm font-bold text-sun-800">
          {program.ageRange}
        </p>
        <h3 className="mt-3 text-2xl font-extrabold text-brand-900">{program.title}</h3>
        <p className="mt-3 text-ink-soft">{program.summary}</p>
        <ProgramFacts program={program} className="mt-5" />
      </div>
    </article>
  );
}
