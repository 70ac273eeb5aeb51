import { Clock, Users } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { ArtImage } from "~/components/ui/art-image";
import { gradientSurface } from "~/components/ui/styles";
import type { Program } from "~/lib/content/schemas";
import type { WithPicture } from "~/lib/entries";

/** The program's picture on its colour, as both program cards show it. */
/** `priority`: the largest picture of the page's first screen, fetched with the HTML rather than after layout. */
export function ProgramPicture({ program, priority = false }: { program: WithPicture<Program>; priority?: boolean }) {
  return (
    <div className={gradientSurface[program.gradient]}>
      <ArtImage
        image={program.picture}
        alt={program.imageAlt}
        priority={priority}
        sizes="(min-width: 768px) 560px, 100vw"
        className="h-auto w-full"
      />
    </div>
  );
}

/** Group size and hours of a program. */
export function ProgramFacts({ program, className }: { program: Program; className?: string }) {
  return (
    <ul className={cn("flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold text-ink", className)}>
      <li className="flex items-center gap-2">
        <Users aria-hidden="true" className="size-4 text-brand-600" />
        {program.maxChildren}
      </li>
      <li className="flex items-center gap-2">
        <Clock aria-hidden="true" className="size-4 text-brand-600" />
        {program.hours}
      </li>
    </ul>
  );
}
