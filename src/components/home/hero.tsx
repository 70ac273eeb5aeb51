import { ArrowRight, CalendarHeart, Check, ShieldCheck } from "~/components/ui/icons";
import { ArtImage } from "~/components/ui/art-image";
import { ChatLink } from "~/components/ui/chat-link";
import { buttonClass } from "~/components/ui/styles";
import type { HomeContent } from "~/lib/content/schemas";
import type { Picture } from "~/lib/pictures";

/** The first screen of the home page. Not animated: it is what a parent sees first. */
export function Hero({ hero, image }: { hero: HomeContent["hero"]; image: Picture }) {
  return (
    <section
      aria-labelledby="hero-judul"
      className="relative overflow-hidden px-4 pt-10 pb-16 sm:px-6 lg:pt-16 lg:pb-24"
    >
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-96 rounded-full bg-sun-100 blur-3xl" />
      <div aria-hidden="true" className="absolute top-1/2 -left-32 size-80 rounded-full bg-brand-100 blur-3xl" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-[1.05fr_1fr]">
        <div>
          <p className="inline-flex rounded-full bg-brand-100 px-4 py-1.5 text-sm font-bold text-brand-800">
            {hero.eyebrow}
          </p>
          <h1
            id="hero-judul"
            className="mt-5 text-4xl leading-tight font-extrabold tracking-tight text-balance text-brand-900 sm:text-5xl lg:text-[3.4rem]"
          >
            {hero.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-ink-soft">{hero.text}</p>
          {/* As wide as their words on a phone: the chat button beside them keeps clear of both. */}
          <div className="mt-8 flex flex-col items-start gap-3 sm:flex-row">
            <ChatLink purpose="visit" className={buttonClass("primary", "lg")}>
              <CalendarHeart aria-hidden="true" className="size-5" />
              Jadwalkan Kunjungan
            </ChatLink>
            <a href="/program" className={buttonClass("secondary", "lg")}>
              Lihat Program
              <ArrowRight aria-hidden="true" className="size-5" />
            </a>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold text-ink-soft">
            {hero.facts.map((fact) => (
              <li key={fact} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 text-brand-600" strokeWidth={3} />
                {fact}
              </li>
            ))}
          </ul>
        </div>
        <div className="relative">
          <ArtImage
            image={image}
            alt={hero.imageAlt}
            priority
            sizes="(min-width: 1024px) 540px, 100vw"
            className="h-auto w-full rounded-[2rem] shadow-card ring-8 ring-white"
          />
          <div className="absolute -bottom-6 left-4 flex items-center gap-3 rounded-2xl bg-white py-3 pr-5 pl-3 shadow-card sm:left-8">
            <span className="grid size-11 place-items-center rounded-xl bg-brand-100 text-brand-700">
              <ShieldCheck aria-hidden="true" className="size-6" />
            </span>
            <span>
              <span className="block text-lg leading-tight font-extrabold text-brand-900">{hero.badge.title}</span>
              <span className="block text-xs font-semibold text-ink-soft">{hero.badge.text}</span>
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}
