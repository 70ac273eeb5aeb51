import { Section } from "~/components/ui/section";
import type { HomeContent, Testimonial } from "~/lib/content/schemas";
import { fadeIn } from "~/lib/fade-in";
import { TestimonialCard } from "./testimonial-card";

interface TestimonialListProps {
  copy: HomeContent["testimonials"];
  testimonials: readonly Testimonial[];
}

export function TestimonialList({ copy, testimonials }: TestimonialListProps) {
  return (
    <Section id="testimoni" title={copy.title} intro={copy.text} className="bg-brand-50">
      <div className="grid gap-6 md:grid-cols-3">
        {testimonials.map((testimonial, index) => (
          <TestimonialCard key={testimonial.name} testimonial={testimonial} {...fadeIn(index, 0.1)} />
        ))}
      </div>
    </Section>
  );
}
