import { Section } from "~/components/ui/section";
import home from "virtual:content/home";
import testimonials from "virtual:content/testimonials";
import { fadeIn } from "~/lib/fade-in";
import { TestimonialCard } from "./testimonial-card";

export function TestimonialList() {
  return (
    <Section id="testimoni" title={home.testimonials.title} intro={home.testimonials.text} className="bg-brand-50">
      <div className="grid gap-6 md:grid-cols-3">
        {testimonials.map((testimonial, index) => (
          <TestimonialCard key={testimonial.name} testimonial={testimonial} {...fadeIn(index, 0.1)} />
        ))}
      </div>
    </Section>
  );
}
