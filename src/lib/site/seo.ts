import type { StatusPagesContent } from "../content/schemas.ts";
import { absoluteUrl, type SiteConfig } from "./site-config.ts";

export interface PageHeadInput {
  /** The page's own name; leave out for the home page. */
  title?: string;
  description: string;
  /** Path of the page on this site, e.g. "/tentang". */
  path: string;
  /** For pages search engines should not list (not-found views). */
  noindex?: boolean;
  type?: "website" | "article";
  /** Link preview picture (src/pages/og/[name].jpg.ts), e.g. "/og/blog-2.jpg". */
  image?: string;
  /** schema.org data of this page, besides the ChildCare every page carries. */
  jsonLd?: readonly object[];
  /** Neighbouring pages of a paginated list. */
  prev?: string;
  next?: string;
}

/** Everything a page puts in <head>, ready for the layout (src/layouts/page-layout.astro) to write out. */
export interface PageHead {
  title: string;
  description: string;
  canonical?: string;
  prev?: string;
  next?: string;
  robots?: string;
  meta: { property?: string; name?: string; content: string }[];
  jsonLd: object[];
}

/** `{page} | {name}`, or `{name} - {tagline}` for the home page. */
export function pageTitle(site: Pick<SiteConfig, "name" | "tagline">, page?: string): string {
  return page ? `${page} | ${site.name}` : `${site.name} - ${site.tagline}`;
}

/** One helper for every page's head, so no page forgets a tag. */
export function pageHead(site: SiteConfig, input: PageHeadInput, siteJsonLd: object): PageHead {
  const { description, path, noindex = false, type = "website", image = "/og/site.jpg" } = input;
  const title = pageTitle(site, input.title);
  const url = absoluteUrl(site.siteUrl, path);
  const imageUrl = absoluteUrl(site.siteUrl, image);
  const imageAlt = `${input.title ?? site.tagline} | ${site.name}`;
  const meta = [
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:locale", content: "id_ID" },
    { property: "og:site_name", content: site.name },
    ...(noindex ? [] : [{ property: "og:url", content: url }]),
    { property: "og:image", content: imageUrl },
    { property: "og:image:type", content: "image/jpeg" },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  return {
    title,
    description,
    ...(noindex ? { robots: "noindex" } : { canonical: url }),
    ...(input.prev ? { prev: absoluteUrl(site.siteUrl, input.prev) } : {}),
    ...(input.next ? { next: absoluteUrl(site.siteUrl, input.next) } : {}),
    meta,
    jsonLd: [siteJsonLd, ...(input.jsonLd ?? [])],
  };
}

/** JSON inside <script>: nothing in it can close the element or start a comment. */
export function jsonForScript(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

/** The head of a not-found page: its message's title, never listed by search engines. */
export function notFoundHead(
  copy: Pick<StatusPagesContent, "notFound" | "articleNotFound">,
  view: "article" | "page",
  path: string,
): PageHeadInput {
  const { title, description } =
    view === "article" ? { title: copy.articleNotFound.title, description: copy.articleNotFound.text } : copy.notFound;
  return { title, description, path, noindex: true };
}
