// Generated from app/content/collections.ts by tooling/vite/content-plugin.ts (`npm run content:types`). Do not edit.

declare module "virtual:content/site" {
  const data: import("./collections").CollectionData<"site">;
  export default data;
}

declare module "virtual:content/home" {
  const data: import("./collections").CollectionData<"home">;
  export default data;
}

declare module "virtual:content/about" {
  const data: import("./collections").CollectionData<"about">;
  export default data;
}

declare module "virtual:content/pages" {
  const data: import("./collections").CollectionData<"pages">;
  export default data;
}

declare module "virtual:content/programs" {
  const data: import("./collections").CollectionData<"programs">;
  export default data;
}

declare module "virtual:content/trials" {
  const data: import("./collections").CollectionData<"trials">;
  export default data;
}

declare module "virtual:content/pillars" {
  const data: import("./collections").CollectionData<"pillars">;
  export default data;
}

declare module "virtual:content/values" {
  const data: import("./collections").CollectionData<"values">;
  export default data;
}

declare module "virtual:content/team" {
  const data: import("./collections").CollectionData<"team">;
  export default data;
}

declare module "virtual:content/testimonials" {
  const data: import("./collections").CollectionData<"testimonials">;
  export default data;
}

declare module "virtual:content/faq" {
  const data: import("./collections").CollectionData<"faq">;
  export default data;
}

declare module "virtual:content/gallery" {
  const data: import("./collections").CollectionData<"gallery">;
  export default data;
}

declare module "virtual:content/footer" {
  const data: import("./collections").CollectionData<"footer">;
  export default data;
}

declare module "virtual:content/statusPages" {
  const data: import("./collections").CollectionData<"statusPages">;
  export default data;
}
