import { cn } from "~/lib/cn";
import { ArtImage } from "~/components/ui/art-image";
import type { GalleryGroup as Group } from "~/lib/content/schemas";
import { fadeIn } from "~/lib/fade-in";
import type { Picture } from "~/lib/pictures";

interface GalleryGroupProps {
  group: Group;
  /** The group's pictures, in the order of `group.images`. */
  pictures: readonly Picture[];
  /** The first group is on screen when the page opens; the rest load lazily. */
  first: boolean;
}

/** Four pictures under their group title. They only enlarge a little on hover: no lightbox. */
export function GalleryGroup({ group, pictures, first }: GalleryGroupProps) {
  const id = `galeri-${group.title.toLowerCase().replaceAll(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl">
      <h2 id={id} className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
        {group.title}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {pictures.map((picture, index) => {
          const motion = fadeIn(index, 0.1);
          return (
            <li
              key={index}
              style={motion.style}
              className={cn(motion.className, "group overflow-hidden rounded-3xl bg-brand-50 shadow-card")}
            >
              <ArtImage
                image={picture}
                alt={`${group.title} Foto ${index + 1}`}
                priority={first && index === 0}
                loading={first ? "eager" : "lazy"}
                sizes="(min-width: 1024px) 280px, 50vw"
                className="aspect-4/3 h-auto w-full object-cover transition-transform duration-500 motion-safe:group-hover:scale-105"
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
