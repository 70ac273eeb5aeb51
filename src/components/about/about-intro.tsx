import { ArtImage } from "~/components/ui/art-image";
import type { AboutContent } from "~/lib/content/schemas";
import type { Picture } from "~/lib/pictures";

/** The first screen of /tentang: who we are, beside a picture of the centre. */
export function AboutIntro({ intro, image }: { intro: AboutContent["intro"]; image: Picture }) {
  return (
    <section aria-labelledby="tentang-judul" className="px-4 pt-12 pb-16 sm:px-6 lg:pt-16">
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2">
        <div>
          <h1 id="tentang-judul" className="text-4xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">
            {intro.title}
          </h1>
          <p className="mt-6 text-xl text-pretty text-ink">{intro.lead}</p>
          {intro.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-pretty text-ink-soft">
              {paragraph}
            </p>
          ))}
        </div>
        <figure>
          <ArtImage
            image={image}
            alt={intro.imageAlt}
            priority
            sizes="(min-width: 1024px) 540px, 100vw"
            className="h-auto w-full rounded-[2rem] shadow-card ring-8 ring-white"
          />
          <figcaption className="mt-4 text-center text-sm font-semibold text-ink-soft">{intro.imageCaption}</figcaption>
        </figure>
      </div>
    </section>
  );
}
