import type { ArticleData, FaqItem } from "../content/schemas.ts";
import { articlePath, categoryPath } from "../addresses/addresses.ts";
import { openingDays } from "../format/opening-days.ts";
import { absoluteUrl, type SiteConfig } from "./site-config.ts";

/**
 * schema.org data for search engines, from the same content the pages show: ChildCare on every page, FAQPage on
 * /kontak, BlogPosting on articles, BreadcrumbList on articles and category pages.
 */

/** Where the site's pictures are, as absolute addresses: the logo, and the picture that stands for the centre. */
export interface SitePictures {
  logo: string;
  image: string;
}

/** ChildCare for the whole site, from the site config. No price range and no ratings of our own. */
export function childCareJsonLd(site: SiteConfig, pictures: SitePictures) {
  const { address, hours, location } = site;
  return {
    "@context": "https://schema.org",
    "@type": "ChildCare",
    name: site.name,
    description: site.tagline,
    url: absoluteUrl(site.siteUrl, "/"),
    logo: absoluteUrl(site.siteUrl, pictures.logo),
    image: absoluteUrl(site.siteUrl, pictures.image),
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
    geo: { "@type": "GeoCoordinates", latitude: location.latitude, longitude: location.longitude },
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

/** FAQPage from the same items the contact page shows. */
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

/** The way from the home page to a page, for search results: Beranda › Blog › … */
export function breadcrumbJsonLd(site: SiteConfig, trail: readonly { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Beranda", path: "/" }, { name: "Blog", path: "/blog" }, ...trail].map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: absoluteUrl(site.siteUrl, step.path),
    })),
  };
}

export function articleJsonLd(site: SiteConfig, article: ArticleData, image: string, logo: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    // An article has one date: it is not edited later under a date of its own.
    dateModified: article.date,
    author: { "@type": "Person", name: article.author },
    publisher: {
      "@type": "Organization",
      name: site.name,
      logo: { "@type": "ImageObject", url: absoluteUrl(site.siteUrl, logo) },
    },
    image: absoluteUrl(site.siteUrl, image),
    articleSection: article.category,
    inLanguage: "id-ID",
    mainEntityOfPage: absoluteUrl(site.siteUrl, articlePath(article.id)),
  };
}

/** The trail of an article's page: its category, then the article. */
export const articleTrail = (article: Pick<ArticleData, "id" | "title" | "category">, categorySlug: string) => [
  { name: article.category, path: categoryPath(categorySlug) },
  { name: article.title, path: articlePath(article.id) },
];
