import home from "virtual:content/home";
import type { FaqItem } from "~/content/schemas";
import { type ArticlePostData, articlePath } from "./blog-pages";
import { image } from "./images";
import { openingDays } from "./opening-days";
import { absoluteUrl, site } from "./site";

/** schema.org ChildCare for the whole site, from the site config. */
export function childCareJsonLd() {
  const { address, hours } = site;
  return {
    "@context": "https://schema.org",
    "@type": "ChildCare",
    name: site.name,
    description: site.tagline,
    url: absoluteUrl("/"),
    logo: absoluteUrl(image("logo.svg").src),
    image: absoluteUrl(image(home.hero.image).src),
    telephone: site.phone.tel,
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: `${address.district}, ${address.city}`,
      addressRegion: address.province,
      postalCode: address.postalCode,
      addressCountry: "ID",
    },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: openingDays(hours.days) ?? [],
      opens: hours.opens.replace(".", ":"),
      closes: hours.closes.replace(".", ":"),
    },
    areaServed: address.district,
    sameAs: [site.social.facebook, site.social.instagram],
  };
}

/** schema.org FAQPage from the same items the contact page shows. */
export function faqJsonLd(items: readonly FaqItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export function articleJsonLd(article: ArticlePostData) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    author: { "@type": "Person", name: article.author },
    publisher: { "@type": "Organization", name: site.name, logo: absoluteUrl(image("logo.svg").src) },
    image: absoluteUrl(article.image.src),
    articleSection: article.category,
    inLanguage: "id-ID",
    mainEntityOfPage: absoluteUrl(articlePath(article.id)),
  };
}
