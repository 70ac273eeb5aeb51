import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The only place where the Indonesian URLs meet the English file names.
export default [
  index("routes/home.tsx"),
  route("tentang", "routes/about.tsx"),
  route("program", "routes/programs.tsx"),
  route("galeri", "routes/gallery.tsx"),
  // One list module for the blog and its categories, each paginated (app/lib/blog-pages.ts).
  route("blog", "routes/blog.tsx", { id: "blog" }),
  route("blog/halaman/:page", "routes/blog.tsx", { id: "blog-page" }),
  route("blog/kategori/:category", "routes/blog.tsx", { id: "blog-category" }),
  route("blog/kategori/:category/halaman/:page", "routes/blog.tsx", { id: "blog-category-page" }),
  route("blog/:id", "routes/blog-article.tsx"),
  route("kontak", "routes/contact.tsx"),
  // Files for search engines, phones and feed readers: resource routes (a loader only), prerendered to
  // files of these names like the pages are.
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("site.webmanifest", "routes/web-manifest.ts"),
  route("rss.xml", "routes/feed.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
