import { type DataEntryMap, getCollection, getEntry } from "astro:content";
import { type Picture, picture } from "./pictures.ts";

/**
 * The pages' way to their content: the entries Astro's content layer parsed
 * (src/content.config.ts), already checked and with placeholders filled in.
 */

type Name = keyof DataEntryMap;
type Data<K extends Name> = DataEntryMap[K][string]["data"];

/** A file of one set of fields (site.yaml, home.yaml …): its one entry, named like the collection. */
export async function single<K extends Name>(name: K): Promise<Data<K>> {
  const entry = (await getEntry({ collection: name, id: name } as never)) as { data: Data<K> } | undefined;
  if (!entry) throw new Error(`src/content/data: the ${name} collection has no entry`);
  return entry.data;
}

/** A list file (the FAQ, the team …): its items, in the file's order. */
export async function list<K extends Name>(name: K): Promise<Data<K>[]> {
  const entries = (await getCollection(name)) as { id: string; data: Data<K> }[];
  return entries.sort((a, b) => a.id.localeCompare(b.id)).map((entry) => entry.data);
}

export type WithPicture<T> = T & { picture: Picture };

/** Each item with the picture it names, made for the page. */
export function withPictures<T>(items: readonly T[], name: (item: T) => string): Promise<WithPicture<T>[]> {
  return Promise.all(items.map(async (item) => ({ ...item, picture: await picture(name(item)) })));
}
