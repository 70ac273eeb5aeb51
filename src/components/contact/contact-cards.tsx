import { Clock, type LucideIcon, Mail, MapPin, Phone } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { ExternalLink } from "~/components/ui/external-link";
import { gradientChip } from "~/components/ui/styles";
import type { Gradient } from "~/lib/content/schemas";
import { site } from "~/lib/site/site";

interface ContactCard {
  icon: LucideIcon;
  title: string;
  content: string;
  gradient: Gradient;
  href?: string;
  /** Only the maps page opens in a new tab; tel: and mailto: hand over to an app. */
  target?: "_blank";
}

const cards: ContactCard[] = [
  {
    icon: MapPin,
    title: "Alamat",
    content: site.addressLine,
    gradient: "coral",
    href: site.maps.link,
    target: "_blank",
  },
  { icon: Phone, title: "Telepon", content: site.phone.display, gradient: "teal", href: `tel:${site.phone.tel}` },
  { icon: Mail, title: "Email", content: site.email, gradient: "sky", href: `mailto:${site.email}` },
  { icon: Clock, title: "Jam Operasional", content: site.hoursLine, gradient: "sun" },
];

function CardBody({ card }: { card: ContactCard }) {
  const Icon = card.icon;
  return (
    <>
      <span className={cn("grid size-12 shrink-0 place-items-center rounded-2xl", gradientChip[card.gradient])}>
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0 sm:mt-4">
        <h2 className="text-lg font-extrabold text-brand-900">{card.title}</h2>
        <p className="mt-1 break-words text-balance text-ink-soft">{card.content}</p>
      </div>
    </>
  );
}

export function ContactCards() {
  // A row on phones, a column from two cards per line upwards.
  const box = "flex h-full gap-4 rounded-card bg-white p-5 shadow-card sm:block sm:p-6";
  return (
    // Padding outside, width inside: the same 1152 px container as every section.
    <div className="px-4 sm:px-6">
      <ul className="mx-auto grid max-w-6xl gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.title}>
            {card.href === undefined ? (
              <div className={box}>
                <CardBody card={card} />
              </div>
            ) : card.target ? (
              <ExternalLink href={card.href} className={cn(box, "transition-shadow hover:ring-2 hover:ring-brand-200")}>
                <CardBody card={card} />
              </ExternalLink>
            ) : (
              <a href={card.href} className={cn(box, "transition-shadow hover:ring-2 hover:ring-brand-200")}>
                <CardBody card={card} />
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
