import { describe, expect, it } from "vitest";
import { pageMeta, pageTitle } from "./seo.ts";
import { absoluteUrl, site } from "./site.ts";

describe("pageTitle", () => {
  it("follows '{page} | {name}'", () => {
    expect(pageTitle("Tentang Kami")).toBe("Tentang Kami | Daycare Cisauk");
  });

  it("uses '{name} - {tagline}' for the home page", () => {
    expect(pageTitle()).toBe("Daycare Cisauk - Daycare Muslim Pertama di Cisauk");
  });
});

describe("pageMeta", () => {
  const meta = pageMeta({ title: "Tentang Kami", description: "Kenali kami.", path: "/tentang" });

  it("sets title and description", () => {
    expect(meta).toContainEqual({ title: "Tentang Kami | Daycare Cisauk" });
    expect(meta).toContainEqual({ name: "description", content: "Kenali kami." });
  });

  it("adds an absolute canonical URL on the site's address", () => {
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${site.siteUrl}/tentang` });
    expect(meta).toContainEqual({ property: "og:url", content: `${site.siteUrl}/tentang` });
  });

  it("adds Open Graph and Twitter tags in Indonesian locale", () => {
    expect(meta).toContainEqual({ property: "og:locale", content: "id_ID" });
    expect(meta).toContainEqual({ property: "og:title", content: "Tentang Kami | Daycare Cisauk" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("marks not-found pages noindex and gives them no canonical", () => {
    const notFound = pageMeta({ title: "Halaman tidak ditemukan", description: "x", path: "/x", noindex: true });
    expect(notFound).toContainEqual({ name: "robots", content: "noindex" });
    expect(notFound.some((tag) => "rel" in tag && tag.rel === "canonical")).toBe(false);
  });
});

describe("absoluteUrl", () => {
  it("joins the home path without a double slash", () => {
    expect(absoluteUrl("/")).toBe(`${site.siteUrl}/`);
  });
});

describe("structured data", () => {
  it("puts the ChildCare description of the centre on every page", () => {
    const ld = pageMeta({ description: "x", path: "/" }).find((tag) => "script:ld+json" in tag) as
      { "script:ld+json": Record<string, unknown> } | undefined;
    expect(ld?.["script:ld+json"]).toMatchObject({
      "@type": "ChildCare",
      name: site.name,
      telephone: "+6281234567890",
      email: site.email,
      address: { postalCode: "15343", addressCountry: "ID" },
      openingHoursSpecification: {
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "07:00",
        closes: "17:00",
      },
      sameAs: [site.social.facebook, site.social.instagram],
    });
  });
});
