import { defineCollection } from "astro:content";
import type { z } from "astro/zod";
import { collections as definitions, type CollectionName } from "./lib/content/collections.ts";
import { articleFiles, dataFile } from "./lib/content/loading/loaders.ts";
import {
  articleSchema,
  faqItemSchema,
  galleryGroupSchema,
  pillarSchema,
  programSchema,
  teamMemberSchema,
  testimonialSchema,
  trialSchema,
  valueSchema,
} from "./lib/content/schemas.ts";

/**
 * Each collection as Astro's content layer serves it to the pages. Where its
 * file is, its schema and how the editor names it are defined once, in
 * src/lib/content/collections.ts; `npm run check` and the editor's
 * configuration (tooling/editor) read the same definitions.
 */
const file = <T extends z.ZodType>(name: CollectionName, schema: T) =>
  defineCollection({ loader: dataFile(name), schema });

/** A list file (the FAQ, the team…): one entry per item, in the file's order, each checked by the list's item schema. */
const items = file;

export const collections = {
  site: file("site", definitions.site.schema),
  home: file("home", definitions.home.schema),
  about: file("about", definitions.about.schema),
  pages: file("pages", definitions.pages.schema),
  chat: file("chat", definitions.chat.schema),
  footer: file("footer", definitions.footer.schema),
  statusPages: file("statusPages", definitions.statusPages.schema),
  programs: items("programs", programSchema),
  trials: items("trials", trialSchema),
  pillars: items("pillars", pillarSchema),
  values: items("values", valueSchema),
  team: items("team", teamMemberSchema),
  testimonials: items("testimonials", testimonialSchema),
  faq: items("faq", faqItemSchema),
  gallery: items("gallery", galleryGroupSchema),
  articles: defineCollection({ loader: articleFiles(), schema: articleSchema }),
};
