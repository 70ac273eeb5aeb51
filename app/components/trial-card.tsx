import { CalendarDays, Tag } from "lucide-react";
import { buttonClass } from "~/components/ui/styles";
import type { Trial } from "~/content/schemas";
import { RegistrationButton } from "./registration-button";

export function TrialCard({ trial }: { trial: Trial }) {
  return (
    <article className="flex flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-sun-100 sm:p-8">
      <h3 className="text-2xl font-extrabold text-brand-900">{trial.title}</h3>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-sun-50 p-3">
          <dt className="flex items-center gap-1.5 text-xs font-bold tracking-wide text-sun-800 uppercase">
            <CalendarDays aria-hidden="true" className="size-4" />
            Durasi
          </dt>
          <dd className="mt-1 text-lg font-extrabold text-ink">{trial.duration}</dd>
        </div>
        <div className="rounded-2xl bg-brand-50 p-3">
          <dt className="flex items-center gap-1.5 text-xs font-bold tracking-wide text-brand-700 uppercase">
            <Tag aria-hidden="true" className="size-4" />
            Biaya
          </dt>
          <dd className="mt-1 text-lg font-extrabold text-ink">{trial.priceText}</dd>
        </div>
      </dl>
      <p className="mt-4 flex-1 text-ink-soft">{trial.description}</p>
      <RegistrationButton
        registration={{ kind: "trial", title: trial.title, text: trial.popupText }}
        className={`${buttonClass("primary", "lg")} mt-6 w-full`}
      >
        Daftar Trial
      </RegistrationButton>
    </article>
  );
}
