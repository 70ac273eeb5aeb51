import { Star } from "~/components/ui/icons";

/** Stars for the eye, and the same rating as text for assistive technology. */
export function Rating({ value, max = 5 }: { value: number; max?: number }) {
  return (
    <p className="flex gap-0.5 text-sun-500">
      <span className="sr-only">{`Nilai ${value} dari ${max} bintang`}</span>
      {Array.from({ length: max }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className="size-5"
          fill={index < value ? "currentColor" : "none"}
          strokeWidth={1.5}
        />
      ))}
    </p>
  );
}
