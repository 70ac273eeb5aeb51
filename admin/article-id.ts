/**
 * The article's number (its address, /blog/<nomor>): the editor's own number
 * field, and for a new article the next free number among the articles the
 * editor has loaded, those saved in this sitting included (decision 023).
 * The configuration's default is fixed when the site is built, so three new
 * articles in one sitting all got the same number; it stays only as the
 * fallback. Why the loaded articles are read this way: withLoadedEntries in
 * tooling/editor/editor-build.ts.
 */
import CMS, { type CustomFieldControlProps } from "@sveltia/cms";
import { nextFreeNumber } from "../src/lib/content/articles/article-number.ts";
import { ARTICLE_ID_FIELD, LOADED_ENTRIES } from "./editor-names.ts";
import { sveltiaReact } from "./sveltia-react.ts";

interface LoadedEntry {
  locales?: Record<string, { content?: Record<string, unknown> }>;
}

function loadedNumbers(collection: string): unknown[] {
  const read = (globalThis as unknown as Record<string, (name: string) => LoadedEntry[]>)[LOADED_ENTRIES];
  return (read?.(collection) ?? []).flatMap((entry) =>
    Object.values(entry.locales ?? {}).map((locale) => locale.content?.id),
  );
}

const numberControl = CMS.getFieldType("number")?.control;
if (!numberControl) throw new Error("Sveltia CMS no longer lends its number field to custom field types");
const NumberControl = numberControl;

function ArticleIdControl(props: CustomFieldControlProps) {
  const React = sveltiaReact();
  const { entry, value, onChange } = props;
  // A new article is one not yet in a file.
  const isNew = entry !== undefined && !entry.get("path");
  React.useEffect(() => {
    if (!isNew) return;
    const taken = loadedNumbers("articles");
    // Only the number it opened with: once the person types their own, it is theirs.
    if (value === undefined || value === null || value === "" || taken.map(Number).includes(Number(value)))
      onChange(nextFreeNumber(taken));
    // Once, when the form opens.
  }, []);
  return React.createElement(NumberControl, props);
}

CMS.registerFieldType(ARTICLE_ID_FIELD, ArticleIdControl);
