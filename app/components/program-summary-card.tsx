import { Clock, Users } from "lucide-react";
import { clsx } from "clsx";
import { ArtImage } from "~/components/ui/art-image";
import { gradientSurface } from "~/components/ui/styles";
import type { Program } from "~/content/schemas";

/** A program as the home page introduces it: picture, ages, group size, hours. */
export function ProgramSummaryCard({ program, className, style }: { program: Program } & Pick<React.ComponentProps<"article">, "className" | "style">) {
  return (
    <article className={clsx("overflow-hidden rounded-card bg-white shadow-card", className)} style={style}>
      <div className={gradientSurface[program.gradient]}>
        <ArtImage name={program.image} alt={program.imageAlt} sizes="(min-width: 768px) 560px, 100vw" className="h-auto w-full" />
      </div>
      <div className="p-6 sm:p-8">
        <p className="inline-flex rounded-full bg-sun-100 px-3 py-1 text-sm font-bold text-sun-800">{program.ageRange}</p>
        <h3 className="mt-3 text-2xl font-extrabold text-brand-900">{program.title}</h3>
        <p className="mt-3 text-ink-soft">{program.summary}</p>
        <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold text-ink">
          <li className="flex items-center gap-2">
            <Users aria-hidden="true" className="size-4 text-brand-600" />
            {program.maxChildren}
          </li>
          <li className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 text-brand-600" />
            {program.hours}
          </li>
        </ul>
      </div>
    </article>
  );
}
