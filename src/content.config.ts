import { defineCollection } from "astro:content";
import type { z } from "zod";
import { collections as definitions, type CollectionName } from "./lib/content/collections.ts";
import { articleFiles, dataFile } from "./lib/content/loaders.ts";
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
const data = <K extends CollectionName>(name: K) =>
  defineCollection({ loader: dataFile(name), schema: definitions[name].schema as (typeof definitions)[K]["schema"] });

/** A list file (the FAQ, the team…): one entry per item, in the file's order, each checked by the list's item schema. */
const items = <T extends z.ZodType>(name: CollectionName, item: T) =>
  defineCollection({ loader: dataFile(name), schema: item });

export const collections = {
  site: data("site"),
  home: data("home"),
  about: data("about"),
  pages: data("pages"),
  chat: data("chat"),
  footer: data("footer"),
  statusPages: data("statusPages"),
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
