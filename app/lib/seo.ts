import type { MetaDescriptor } from "react-router";
import { absoluteUrl, site } from "./site";
import { childCareJsonLd } from "./structured-data";

export interface PageMetaInput {
  /** The page's own name; leave out for the home page. */
  title?: string;
  description: string;
  /** Path of the page on this site, e.g. "/tentang". */
  path: string;
  /** For pages search engines should not list (not-found views). */
  noindex?: boolean;
  type?: "website" | "article";
  /** Link preview picture written by the build (tooling/post-build/site-files.ts), e.g. "/og/blog-2.jpg". */
  image?: string;
  /** schema.org data of this page, besides the ChildCare every page carries. */
  jsonLd?: object;
}

/** `{page} | {name}`, or `{name} - {tagline}` for the home page. */
export function pageTitle(page?: string): string {
  return page ? `${page} | ${site.name}` : `${site.name} - ${site.tagline}`;
}

/** Everything a route puts in <head>: one helper so no page forgets a tag. */
export function pageMeta({
  title,
  description,
  path,
  noindex = false,
  type = "website",
  image = "/og/site.jpg",
  jsonLd,
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const url = absoluteUrl(path);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:locale", content: "id_ID" },
    { property: "og:site_name", content: site.name },
    { property: "og:image", content: absoluteUrl(image) },
    { property: "og:image:type", content: "image/jpeg" },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: absoluteUrl(image) },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { "script:ld+json": childCareJsonLd() },
    ...(jsonLd ? [{ "script:ld+json": jsonLd }] : []),
  ];
  if (noindex) return [...tags, { name: "robots", content: "noindex" }];
  return [...tags, { tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url }];
}
