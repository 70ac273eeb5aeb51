import { ExternalLink } from "~/components/ui/external-link";
import { ContactList } from "~/components/contact/contact-list";
import type { FooterContent } from "~/lib/content/schemas";
import type { Picture } from "~/lib/pictures";
import { site } from "~/lib/site/site";
import { BrandLink } from "./brand-link";
import { NavLinks } from "./nav-links";

const socialLinks = [
  { label: "Facebook", href: site.social.facebook },
  { label: "Instagram", href: site.social.instagram },
];

interface SiteFooterProps {
  footer: FooterContent;
  current: string;
  logo: Picture;
}

export function SiteFooter({ footer, current, logo }: SiteFooterProps) {
  return (
    <footer className="site-footer on-dark bg-brand-900 px-4 pt-14 pb-28 text-brand-50 sm:px-6 sm:pb-14">
      <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-[1.3fr_1fr_1.4fr]">
        <div>
          <BrandLink logo={logo} tone="light" />
          <p className="mt-4 max-w-sm text-brand-100">{footer.blurb}</p>
          <ul className="mt-5 flex gap-3">
            {socialLinks.map((social) => (
              <li key={social.label}>
                <ExternalLink
                  href={social.href}
                  className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-bold text-white ring-1 ring-brand-600 hover:bg-brand-800"
                >
                  {social.label}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Menu di kaki halaman">
          <h2 className="text-sm font-extrabold tracking-wider text-brand-300 uppercase">Menu</h2>
          <NavLinks
            current={current}
            className="mt-2 grid grid-cols-2 gap-x-4 md:grid-cols-1"
            linkClassName={(isActive) =>
              `inline-block py-2.5 font-semibold hover:text-white hover:underline ${isActive ? "text-white" : "text-brand-100"}`
            }
          />
        </nav>
        <div>
          <h2 className="text-sm font-extrabold tracking-wider text-brand-300 uppercase">Kontak</h2>
          <div className="mt-2 text-brand-100">
            <ContactList tone="light" />
          </div>
        </div>
      </div>
      <p className="mx-auto mt-12 max-w-6xl border-t border-brand-800 pt-6 text-sm text-brand-200">
        © {site.name}. {footer.closing}
      </p>
    </footer>
  );
}
