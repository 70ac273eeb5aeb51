import { CheckCircle2, Eye, Target } from "~/components/ui/icons";
import type { AboutContent } from "~/lib/content/schemas";

export function MissionVision({ vision, mission }: Pick<AboutContent, "vision" | "mission">) {
  return (
    <section aria-label="Visi dan misi" className="bg-white px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-[1fr_1.4fr]">
        <article className="rounded-card bg-linear-to-br from-brand-700 to-brand-900 p-8 text-white sm:p-10">
          <Eye aria-hidden="true" className="size-9 text-brand-200" />
          <h2 className="mt-4 text-2xl font-extrabold">{vision.title}</h2>
          <p className="mt-3 text-xl leading-relaxed text-pretty text-brand-50">{vision.text}</p>
        </article>
        <article className="rounded-card bg-sun-50 p-8 ring-1 ring-sun-100 sm:p-10">
          <Target aria-hidden="true" className="size-9 text-sun-800" />
          <h2 className="mt-4 text-2xl font-extrabold text-brand-900">{mission.title}</h2>
          <ul className="mt-4 space-y-3">
            {mission.items.map((item) => (
              <li key={item} className="flex gap-3 text-ink">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                {item}
              </li>
            ))}
          </ul>
        </article>
      </div>
    </section>
  );
}
