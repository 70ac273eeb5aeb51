import { ChevronDown } from "~/components/ui/icons";
import { Section } from "~/components/ui/section";
import faqItems from "virtual:content/faq";
import pages from "virtual:content/pages";

/**
 * Native disclosures: keyboard operable, their state exposed by the browser,
 * and they open without JavaScript.
 */
export function FaqList() {
  const { faq } = pages.contact;
  return (
    <Section id="faq" title={faq.title} intro={faq.text}>
      <div className="mx-auto max-w-3xl space-y-3">
        {faqItems.map((item) => (
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
