import { SearchX } from "~/components/ui/icons";
import { buttonClass } from "~/components/ui/styles";

interface StatusMessageProps {
  title: string;
  text: string;
  link: { label: string; to: string };
}

/** A whole-page message: not found, or something went wrong. */
export function StatusMessage({ title, text, link }: StatusMessageProps) {
  return (
    <section aria-labelledby="pesan-judul" className="px-4 py-24 sm:px-6 sm:py-32">
      <div className="mx-auto max-w-xl text-center">
        {/* An icon of our own, not an emoji: phones without an emoji font would show a box. */}
        <span
          aria-hidden="true"
          className="mx-auto grid size-20 place-items-center rounded-full bg-sun-100 text-sun-800"
        >
          <SearchX className="size-10" />
        </span>
        <h1 id="pesan-judul" className="mt-6 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
          {title}
        </h1>
        <p className="mt-4 text-lg text-ink-soft">{text}</p>
        <a href={link.to} className={`${buttonClass("primary", "lg")} mt-8`}>
          {link.label}
        </a>
      </div>
    </section>
  );
}
