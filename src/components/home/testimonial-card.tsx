import { Quote } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { Rating } from "~/components/ui/rating";
import type { Testimonial } from "~/lib/content/schemas";

export function TestimonialCard({
  testimonial,
  className,
  style,
}: { testimonial: Testimonial } & Pick<React.ComponentProps<"figure">, "className" | "style">) {
  return (
    <figure
      className={cn("relative flex flex-col rounded-card bg-white p-6 shadow-card sm:p-8", className)}
      style={style}
    >
      <Quote aria-hidden="true" className="absolute top-6 right-6 size-10 text-brand-100" />
      <Rating value={testimonial.rating} />
      <blockquote className="mt-4 flex-1 text-ink">
        <p>“{testimonial.text}”</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-brand-100 pt-4">
        <span className="block font-extrabold text-brand-900">{testimonial.name}</span>
        <span className="block text-sm text-ink-soft">{testimonial.relation}</span>
      </figcaption>
    </figure>
  );
}
