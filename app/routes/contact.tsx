import type { Route } from "./+types/contact";
import { ContactCards } from "~/components/contact-cards";
import { ContactCta } from "~/components/contact-cta";
import { FaqList } from "~/components/faq-list";
import { LocationMap } from "~/components/location-map";
import { PageHeader } from "~/components/ui/page-header";
import pages from "virtual:content/pages";
import faqItems from "virtual:content/faq";
import { pageMeta } from "~/lib/seo";
import { faqJsonLd } from "~/lib/structured-data";

const { contact } = pages;

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Kontak Kami", description: contact.description, path: "/kontak", jsonLd: faqJsonLd(faqItems) });

export default function ContactPage() {
  return (
    <>
      <PageHeader title={contact.title} intro={contact.intro} />
      <ContactCards />
      <FaqList />
      <LocationMap />
      <ContactCta id="kunjungan" purpose="visit" {...contact.visit} />
    </>
  );
}
