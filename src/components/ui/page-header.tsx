import { cn } from "~/lib/cn";

/** Spacing and sizes of the header; `compact` only differs on a phone. */
const sizes = {
  regular: { header: "pt-14 pb-10", glow: "-top-32", title: "text-4xl", intro: "mt-5 text-lg" },
  // A list of articles: on a 360 × 640 phone the first card's title still shows under the categories.
  // The glow moves up with the shorter header, so that its edge is not cut off where the header ends.
  compact: {
    header: "pt-8 pb-6 sm:pb-10",
    glow: "-top-60 sm:-top-32",
    title: "text-3xl",
    intro: "mt-3 text-base sm:mt-5 sm:text-lg",
  },
} as const;

/** The first section of an inner page: its h1 and a short introduction. */
export function PageHeader({ title, intro, compact = false }: { title: string; intro: string; compact?: boolean }) {
  const size = sizes[compact ? "compact" : "regular"];
  return (
    <header className={cn("relative overflow-hidden px-4 text-center sm:px-6 sm:pt-20", size.header)}>
      <div
        aria-hidden="true"
        className={cn("absolute left-1/2 size-96 -translate-x-1/2 rounded-full bg-sun-100 blur-3xl", size.glow)}
      />
      <div className="relative mx-auto max-w-2xl">
        <h1 className={cn("font-extrabold tracking-tight text-balance text-brand-900 sm:text-5xl", size.title)}>
          {title}
        </h1>
        <p className={cn("text-pretty text-ink-soft", size.intro)}>{intro}</p>
      </div>
    </header>
  );
}
