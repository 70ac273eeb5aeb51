import type { Program } from "~/lib/content/schemas";
import type { WithPicture } from "~/lib/entries";
import { fadeIn } from "~/lib/fade-in";
import { registrationOf } from "~/lib/registration";
import { ProgramCard } from "./program-card";

export function ProgramList({ programs }: { programs: readonly WithPicture<Program>[] }) {
  return (
    <section aria-label="Program harian" className="px-4 pb-16 sm:px-6">
      <div className="mx-auto grid max-w-6xl gap-8 md:grid-cols-2">
        {programs.map((program, index) => (
          <ProgramCard
            key={program.title}
            program={program}
            registration={registrationOf("program", index, program)}
            priority={index === 0}
            {...fadeIn(index, 0.2)}
          />
        ))}
      </div>
    </section>
  );
}
