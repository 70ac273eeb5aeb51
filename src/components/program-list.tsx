import programs from "virtual:content/programs";
import { fadeIn } from "~/lib/fade-in";
import { ProgramCard } from "./program-card";

export function ProgramList() {
  return (
    <section aria-label="Program harian" className="px-4 pb-16 sm:px-6">
      <div className="mx-auto grid max-w-6xl gap-8 md:grid-cols-2">
        {programs.map((program, index) => (
          <ProgramCard key={program.title} program={program} priority={index === 0} {...fadeIn(index, 0.2)} />
        ))}
      </div>
    </section>
  );
}
