/**
 * Every collection of content the centre's staff may change, defined once:
 * where its file is, its schema (./schemas.ts) and how the editor names it.
 * From this list come the build's validation (./loading/content-files.ts), Astro's
 * collections the pages read (src/content.config.ts, through ./loading/loaders.ts)
 * and the editor's configuration (tooling/editor/editor-config.ts). A data
 * file that no collection claims fails the content check.
 */
import { z } from "astro/zod";
import { list } from "./fields/fields.ts";
import { ARTICLES_DIR, DATA_DIR, type DataFile, dataFiles } from "./places.ts";
import {
  aboutSchema,
  chatMessagesSchema,
  articleCategorySchema,
  articleFrontMatterSchema,
  faqItemSchema,
  footerSchema,
  galleryGroupSchema,
  homeSchema,
  pagesSchema,
  pillarSchema,
  programSchema,
  siteContentSchema,
  statusPagesSchema,
  teamMemberSchema,
  testimonialSchema,
  trialSchema,
  valueSchema,
} from "./schemas.ts";

export { DATA_DIR };

export interface Collection extends DataFile {
  schema: z.ZodType;
}

const collection = <T extends z.ZodType>(definition: Omit<Collection, "schema"> & { schema: T }) => definition;

export const collections = {
  site: collection({ ...dataFiles.site, schema: siteContentSchema }),
  home: collection({ ...dataFiles.home, schema: homeSchema }),
  about: collection({ ...dataFiles.about, schema: aboutSchema }),
  pages: collection({ ...dataFiles.pages, schema: pagesSchema }),
  programs: collection({
    ...dataFiles.programs,
    schema: list("Program", programSchema, { min: 1, max: 4, itemLabel: "Program", summary: "{{fields.title}}" }),
  }),
  trials: collection({
    ...dataFiles.trials,
    schema: list("Trial", trialSchema, { min: 1, max: 4, itemLabel: "Trial", summary: "{{fields.title}}" }),
  }),
  pillars: collection({
    ...dataFiles.pillars,
    schema: list("Pilar", pillarSchema, { min: 4, max: 4, itemLabel: "Pilar", summary: "{{fields.title}}" }),
  }),
  values: collection({
    ...dataFiles.values,
    schema: list("Nilai", valueSchema, { min: 1, max: 6, itemLabel: "Nilai", summary: "{{fields.title}}" }),
  }),
  team: collection({
    ...dataFiles.team,
    schema: list("Anggota tim", teamMemberSchema, {
      min: 1,
      max: 12,
      itemLabel: "Anggota tim",
      summary: "{{fields.name}} ({{fields.role}})",
    }),
  }),
  testimonials: collection({
    ...dataFiles.testimonials,
    schema: list("Testimoni", testimonialSchema, {
      min: 1,
      max: 6,
      itemLabel: "Testimoni",
      summary: "{{fields.name}}",
    }),
  }),
  faq: collection({
    ...dataFiles.faq,
    schema: list("Pertanyaan", faqItemSchema, {
      min: 1,
      max: 30,
      itemLabel: "Pertanyaan",
      summary: "{{fields.question}}",
    }),
  }),
  gallery: collection({
    ...dataFiles.gallery,
    schema: list("Kelompok foto", galleryGroupSchema, {
      min: 1,
      max: 6,
      itemLabel: "Kelompok foto",
      summary: "{{fields.title}}",
    }),
  }),
  categories: collection({
    ...dataFiles.categories,
    schema: list("Kategori", articleCategorySchema, {
      min: 1,
      max: 20,
      itemLabel: "Kategori",
      summary: "{{fields.name}}",
    }),
  }),
  chat: collection({ ...dataFiles.chat, schema: chatMessagesSchema }),
  footer: collection({ ...dataFiles.footer, schema: footerSchema }),
  statusPages: collection({ ...dataFiles.statusPages, schema: statusPagesSchema }),
} satisfies Record<string, Collection>;

export type CollectionName = keyof typeof collections;

/** A file that is one list at its root (the FAQ, the team…), not a set of named fields. */
export const isListCollection = (name: CollectionName): boolean => collections[name].schema instanceof z.ZodArray;

/** The articles: one Markdown file each, with front matter (./articles/articles.ts reads them). */
export const articleCollection = {
  label: "Artikel",
  description: "Tulisan di halaman Blog. Centang Draf agar artikel belum tampil di situs.",
  folder: ARTICLES_DIR,
  schema: articleFrontMatterSchema,
  /** The article's text below the front matter, as the editor names it. */
  bodyLabel: "Isi artikel",
};

/** The data of a collection as pages get it: validated, with placeholders filled in. */
export type CollectionData<K extends CollectionName> = z.output<(typeof collections)[K]["schema"]>;
