import { BookOpen, Hand, type LucideIcon, Sparkles, Star } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { gradientChip } from "~/components/ui/styles";
import type { Pillar } from "~/lib/content/schemas";

const icons: Record<Pillar["icon"], LucideIcon> = { book: BookOpen, hand: Hand, sparkles: Sparkles, star: Star };

interface PillarCardProps extends Pick<React.ComponentProps<"article">, "className" | "style"> {
  pillar: Pillar;
  /** On /program a pillar is shown as a learning method, under its longer name. */
  asMethod?: boolean;
}

export function PillarCard({ pillar, asMethod = false, className, style }: PillarCardProps) {
  const Icon = icons[pillar.icon];
  return (
    // Icon, title and text share their rows with the cards beside them: a title
    // that wraps does not push its text below its neighbours'.
    <article
      className={cn("row-span-3 grid grid-rows-subgrid gap-y-0 rounded-card bg-white p-6 shadow-card", className)}
      style={style}
    >
      <span className={cn("grid size-14 place-items-center rounded-2xl", gradientChip[pillar.gradient])}>
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h3 className="mt-5 text-xl font-extrabold text-brand-900">
        {asMethod ? (pillar.methodTitle ?? pillar.title) : pillar.title}
      </h3>
      <p className="mt-2 text-ink-soft">{pillar.description}</p>
    </article>
  );
}
