import { cn } from "~/lib/cn";
import { BadgeCheck, Heart, type LucideIcon, Sprout } from "~/components/ui/icons";
import { Section } from "~/components/ui/section";
import type { AboutContent, Value } from "~/lib/content/schemas";
import { fadeIn } from "~/lib/fade-in";

const icons: Record<Value["icon"], LucideIcon> = { heart: Heart, badge: BadgeCheck, sprout: Sprout };

export function ValueGrid({ copy, values }: { copy: AboutContent["values"]; values: readonly Value[] }) {
  return (
    <Section id="nilai" title={copy.title} intro={copy.text}>
      <div className="grid gap-6 md:grid-cols-3">
        {values.map((value, index) => {
          const Icon = icons[value.icon];
          const motion = fadeIn(index, 0.1);
          return (
            <article
              key={value.title}
              style={motion.style}
              className={cn(motion.className, "rounded-card bg-white p-8 text-center shadow-card")}
            >
              <span className="mx-auto grid size-16 place-items-center rounded-full bg-coral-100 text-coral-800">
                <Icon aria-hidden="true" className="size-8" />
              </span>
              <h3 className="mt-5 text-xl font-extrabold text-brand-900">{value.title}</h3>
              <p className="mt-2 text-ink-soft">{value.description}</p>
            </article>
          );
        })}
      </div>
    </Section>
  );
}
