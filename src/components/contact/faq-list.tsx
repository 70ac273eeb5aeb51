import { ChevronDown } from "~/components/ui/icons";
import { Section } from "~/components/ui/section";
import type { FaqItem, PagesContent } from "~/lib/content/schemas";

/**
 * Native disclosures: keyboard operable, their state exposed by the browser,
 * and they open without JavaScript.
 */
export function FaqList({ copy, items }: { copy: PagesContent["contact"]["faq"]; items: readonly FaqItem[] }) {
  return (
    <Section id="faq" title={copy.title} intro={copy.text}>
      <div className="mx-auto max-w-3xl space-y-3">
        {items.map((item) => (
          <details
            key={item.question}
            className="group rounded-2xl bg-white shadow-card open:ring-2 open:ring-brand-200"
          >
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-bold text-brand-900 [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <p className="px-5 pb-5 text-ink-soft">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
