import type { Route } from "./+types/contact";
import { ContactList } from "~/components/contact-list";
import { HoldingSection } from "~/components/holding-section";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

const { contact } = pages;

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Kontak Kami", description: contact.description, path: "/kontak" });

export default function ContactPage() {
  return (
    <HoldingSection title={contact.title} text={contact.text} chat={{ purpose: "visit", label: "Hubungi via WhatsApp" }}>
      <div className="mt-8 rounded-2xl bg-brand-50 p-6 text-left">
        <ContactList />
      </div>
    </HoldingSection>
  );
}
