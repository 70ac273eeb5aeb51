import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The only place where the Indonesian URLs meet the English file names.
export default [
  index("routes/home.tsx"),
  route("tentang", "routes/about.tsx"),
  route("program", "routes/programs.tsx"),
  route("galeri", "routes/gallery.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:id", "routes/blog-article.tsx"),
  route("kontak", "routes/contact.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
