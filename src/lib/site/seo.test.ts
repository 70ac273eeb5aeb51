import { describe, expect, it } from "vitest";
import type { ChatMessages, SiteContent } from "../content/schemas.ts";
import { jsonForScript, notFoundHead, pageHead, pageTitle } from "./seo.ts";
import { siteConfig } from "./site-config.ts";
import { breadcrumbJsonLd, childCareJsonLd, faqJsonLd } from "./structured-data.ts";

const content: SiteContent = {
  name: "Daycare Contoh",
  tagline: "Daycare Muslim di Cisauk",
  phone: "+62 812-3456-7890",
  email: "halo@contoh.id",
  address: { street: "Suradita", district: "Cisauk", city: "Tangerang", province: "Banten", postalCode: "15343" },
  hours: { days: "Senin - Jumat", opens: "07.00", closes: "17.00" },
  social: { facebook: "https://www.facebook.com/contoh", instagram: "https://www.instagram.com/contoh" },
  location: { latitude: -6.3347, longitude: 106.6329 },
  siteUrl: "https://contoh.id",
};
const messages: ChatMessages = { question: "Halo", visit: "Halo", register: "Halo", enrol: "Halo" };
const site = siteConfig(content, messages);
const childCare = childCareJsonLd(site, { logo: "/assets/logo.svg", image: "/assets/hero.webp" });
const meta = (head: ReturnType<typeof pageHead>, key: string) =>
  head.meta.find((tag) => tag.property === key || tag.name === key)?.content;

describe("pageTitle", () => {
  it("follows '{page} | {name}'", () => {
    expect(pageTitle(site, "Tentang Kami")).toBe("Tentang Kami | Daycare Contoh");
  });

  it("uses '{name} - {tagline}' for the home page", () => {
    expect(pageTitle(site)).toBe("Daycare Contoh - Daycare Muslim di Cisauk");
  });
});

describe("pageHead", () => {
  const head = pageHead(site, { title: "Tentang Kami", description: "Kenali kami.", path: "/tentang" }, childCare);

  it("sets title, description and an absolute canonical URL on the site's address", () => {
    expect(head).toMatchObject({
      title: "Tentang Kami | Daycare Contoh",
      description: "Kenali kami.",
      canonical: "https://contoh.id/tentang",
    });
    expect(meta(head, "og:url")).toBe("https://contoh.id/tentang");
    expect(head.robots).toBeUndefined();
  });

  it("adds Open Graph and Twitter tags in the Indonesian locale, with the site's preview by default", () => {
    expect(meta(head, "og:locale")).toBe("id_ID");
    expect(meta(head, "og:title")).toBe("Tentang Kami | Daycare Contoh");
    expect(meta(head, "og:type")).toBe("website");
    expect(meta(head, "og:image")).toBe("https://contoh.id/og/site.jpg");
    expect(meta(head, "twitter:card")).toBe("summary_large_image");
    expect(meta(head, "twitter:image:alt")).toBe("Tentang Kami | Daycare Contoh");
  });

  it("gives an article its own type and preview", () => {
    const article = pageHead(
      site,
      { title: "Judul", description: "x", path: "/blog/2", type: "article", image: "/og/blog-2.jpg" },
      childCare,
    );
    expect(meta(article, "og:type")).toBe("article");
    expect(meta(article, "og:image")).toBe("https://contoh.id/og/blog-2.jpg");
  });

  it("marks not-found pages noindex and gives them no canonical and no og:url", () => {
    const notFound = pageHead(
      site,
      { title: "Halaman tidak ditemukan", description: "x", path: "/x", noindex: true },
      childCare,
    );
    expect(notFound.robots).toBe("noindex");
    expect(notFound.canonical).toBeUndefined();
    expect(meta(notFound, "og:url")).toBeUndefined();
  });

  it("links the neighbours of a list page by their absolute address", () => {
    const list = pageHead(
      site,
      { title: "Blog - Halaman 2", description: "x", path: "/blog/halaman/2", prev: "/blog", next: "/blog/halaman/3" },
      childCare,
    );
    expect([list.prev, list.next]).toEqual(["https://contoh.id/blog", "https://contoh.id/blog/halaman/3"]);
  });

  it("puts the ChildCare description of the centre first, then the page's own data", () => {
    const faq = faqJsonLd([{ question: "Tanya?", answer: "Jawab." }]);
    const contact = pageHead(
      site,
      { title: "Kontak Kami", description: "x", path: "/kontak", jsonLd: [faq] },
      childCare,
    );
    expect(contact.jsonLd).toEqual([childCare, faq]);
    expect(childCare).toMatchObject({
      "@type": "ChildCare",
      name: "Daycare Contoh",
      telephone: "+6281234567890",
      email: "halo@contoh.id",
      logo: "https://contoh.id/assets/logo.svg",
      address: { postalCode: "15343", addressCountry: "ID" },
      openingHoursSpecification: {
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "07:00",
        closes: "17:00",
      },
      sameAs: ["https://www.facebook.com/contoh", "https://www.instagram.com/contoh"],
    });
  });
});

describe("notFoundHead", () => {
  const copy = {
    notFound: { title: "Halaman tidak ditemukan", description: "Halaman tidak ada.", text: "Maaf.", link: "Kembali" },
    articleNotFound: { title: "Oops! Artikel tidak ditemukan", text: "Artikel tidak ada.", link: "Kembali" },
  };

  it("names a page's or an article's not-found view by its own title, never indexed", () => {
    expect(notFoundHead(copy, "page", "/404")).toEqual({
      title: "Halaman tidak ditemukan",
      description: "Halaman tidak ada.",
      path: "/404",
      noindex: true,
    });
    expect(notFoundHead(copy, "article", "/blog/404")).toEqual({
      title: "Oops! Artikel tidak ditemukan",
      description: "Artikel tidak ada.",
      path: "/blog/404",
      noindex: true,
    });
  });
});

describe("breadcrumbJsonLd", () => {
  it("leads from Beranda through Blog to the page, with absolute addresses", () => {
    const trail = breadcrumbJsonLd(site, [{ name: "Aktivitas", path: "/blog/kategori/aktivitas" }]);
    expect(trail.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Beranda", item: "https://contoh.id/" },
      { "@type": "ListItem", position: 2, name: "Blog", item: "https://contoh.id/blog" },
      { "@type": "ListItem", position: 3, name: "Aktivitas", item: "https://contoh.id/blog/kategori/aktivitas" },
    ]);
  });
});

describe("jsonForScript", () => {
  it("writes nothing that could end the script element or open a comment", () => {
    const text = jsonForScript({ name: "</script><!-- & -->" });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ name: "</script><!-- & -->" });
  });
});
