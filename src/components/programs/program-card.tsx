import { CheckCircle2 } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { buttonClass } from "~/components/ui/styles";
import type { Program } from "~/lib/content/schemas";
import type { WithPicture } from "~/lib/entries";
import type { Registration } from "~/lib/registration";
import { ProgramFacts, ProgramPicture } from "./program-facts";
import { RegistrationButton } from "./registration-button";

interface ProgramCardProps extends Pick<React.ComponentProps<"article">, "className" | "style"> {
  program: WithPicture<Program>;
  /** What its 'Daftar Sekarang' opens. */
  registration: Registration;
  /** The first card on /program: its picture is the largest of the first screen. */
  priority?: boolean;
}

/** A program in full on /program: what a day holds, and the way to register. */
export function ProgramCard({ program, registration, priority = false, className, style }: ProgramCardProps) {
  return (
    <article className={cn("flex flex-col overflow-hidden rounded-card bg-white shadow-card", className)} style={style}>
      <ProgramPicture program={program} priority={priority} />
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <p className="self-start rounded-full bg-sun-100 px-3 py-1 text-sm font-bold text-sun-800">
          {program.ageRange}
        </p>
        <h2 className="mt-3 text-2xl font-extrabold text-brand-900 sm:text-3xl">{program.title}</h2>
        <ProgramFacts program={program} className="mt-4" />
        <p className="mt-4 text-ink-soft">{program.summary}</p>
        <ul className="mt-5 flex-1 space-y-2.5" aria-label={`Yang didapat di ${program.title}`}>
          {program.features.map((feature) => (
            <li key={feature} className="flex gap-3">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              {feature}
            </li>
          ))}
        </ul>
        <RegistrationButton registration={registration} className={`${buttonClass("primary", "lg")} mt-8 w-full`}>
          Daftar Sekarang
        </RegistrationButton>
      </div>
    </article>
  );
}
