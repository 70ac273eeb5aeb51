import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

interface SectionProps {
  id: string;
  title: string;
  intro?: string;
  /** `h1` for the first section of a page, `h2` otherwise. */
  level?: "h1" | "h2";
  className?: string;
  children: ReactNode;
}

/**
 * A page section with its heading; the heading names the section for assistive
 * technology, and `id` lets a link land on it (e.g. /program#trial).
 */
export function Section({ id, title, intro, level = "h2", className, children }: SectionProps) {
  const Heading = level;
  return (
    <section id={id} aria-labelledby={`${id}-judul`} className={cn("px-4 py-16 sm:px-6 sm:py-20", className)}>
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto mb-10 max-w-2xl text-center sm:mb-12">
          <Heading
            id={`${id}-judul`}
            className="text-3xl font-extrabold tracking-tight text-balance text-brand-900 sm:text-4xl"
          >
            {title}
          </Heading>
          {intro ? <p className="mt-4 text-lg text-pretty text-ink-soft">{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
