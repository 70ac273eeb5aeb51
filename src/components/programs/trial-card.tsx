import { CalendarDays, Tag } from "~/components/ui/icons";
import { buttonClass } from "~/components/ui/styles";
import type { Trial } from "~/lib/content/schemas";
import type { Registration } from "~/lib/registration";
import { RegistrationButton } from "./registration-button";

const facts = [
  {
    label: "Durasi",
    Icon: CalendarDays,
    tone: { box: "bg-sun-50", label: "text-sun-800" },
    value: (trial: Trial) => trial.duration,
  },
  {
    label: "Biaya",
    Icon: Tag,
    tone: { box: "bg-brand-50", label: "text-brand-700" },
    value: (trial: Trial) => trial.priceText,
  },
];

export function TrialCard({ trial, registration }: { trial: Trial; registration: Registration }) {
  return (
    <article className="flex flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-sun-100 sm:p-8">
      <h3 className="text-2xl font-extrabold text-brand-900">{trial.title}</h3>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        {facts.map(({ label, Icon, tone, value }) => (
          <div key={label} className={`rounded-2xl p-3 ${tone.box}`}>
            <dt className={`flex items-center gap-1.5 text-xs font-bold tracking-wide uppercase ${tone.label}`}>
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </dt>
            <dd className="mt-1 text-lg font-extrabold text-ink">{value(trial)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 flex-1 text-ink-soft">{trial.description}</p>
      <RegistrationButton registration={registration} className={`${buttonClass("primary", "lg")} mt-6 w-full`}>
        Daftar Trial
      </RegistrationButton>
    </article>
  );
}
