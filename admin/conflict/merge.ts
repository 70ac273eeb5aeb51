import type { FieldConfig, Values } from "./entry-drafts.ts";

/**
 * Two people changed one entry: what the form opened with (`base`), what this person has in it now
 * (`mine`) and what the other person saved (`theirs`), each flattened as the editor keeps an entry's
 * values. They are compared field by field; a list that gained, lost or reordered items on either
 * side is compared as a whole, since its item numbers no longer name the same items.
 */
export interface Part {
  /** The field's key path, or the whole list's. */
  path: string;
  mine: Values;
  theirs: Values;
}

export interface Merged {
  /** Changed by this person only: their values go back into the form. */
  restored: Part[];
  /** Changed by both, differently: the form keeps the other person's; this person's are offered beside it. */
  conflicts: Part[];
  /** Changed by the other person (their values are in the reloaded form). */
  theirs: string[];
}

/** The editor's own bookkeeping of list items (`faqs.2.__sc_item_id`): never the staff's text. */
const internal = (key: string) => /(?:^|\.)__sc_/.test(key);
const within = (key: string, path: string) => key === path || key.startsWith(`${path}.`);
const index = (segment: string | undefined) => (segment !== undefined && /^\d+$/.test(segment) ? Number(segment) : -1);

function equal(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && equal((a as Values)[key], (b as Values)[key]))
  );
}

/** The values of one field (or one whole list), without the editor's bookkeeping. */
function part(values: Values, path: string): Values {
  return Object.fromEntries(Object.entries(values).filter(([key]) => within(key, path) && !internal(key)));
}

function length(values: Values, list: string): number {
  let count = 0;
  for (const key of Object.keys(values))
    if (key.startsWith(`${list}.`)) count = Math.max(count, index(key.slice(list.length + 1).split(".")[0]) + 1);
  return count;
}

/** Whether this person moved items of the list: the editor notes where each came from. */
function moved(values: Values, list: string): boolean {
  return Object.entries(values).some(([key, from]) => {
    const item = key.slice(list.length + 1).split(".");
    return within(key, list) && item[1] === "__sc_item_original_key_path" && from !== `${list}.${item[0]}`;
  });
}

/** The field a key path belongs to, or the outermost list around it whose items shifted. */
function unitOf(key: string, [base, mine, theirs]: Values[]): string {
  const segments = key.split(".");
  for (let at = 1; at < segments.length; at++) {
    if (index(segments[at]) < 0) continue;
    const list = segments.slice(0, at).join(".");
    const count = length(base!, list);
    if (length(mine!, list) !== count || length(theirs!, list) !== count || moved(mine!, list)) return list;
  }
  return key;
}

export function merge(base: Values, mine: Values, theirs: Values): Merged {
  const sides = [base, mine, theirs];
  const units = new Set<string>();
  for (const values of [theirs, mine, base])
    for (const key of Object.keys(values)) if (!internal(key)) units.add(unitOf(key, sides));
  const merged: Merged = { restored: [], conflicts: [], theirs: [] };
  for (const path of units) {
    const [was, mineNow, theirsNow] = sides.map((values) => part(values, path)) as [Values, Values, Values];
    const theirsChanged = !equal(theirsNow, was);
    if (theirsChanged) merged.theirs.push(path);
    if (equal(mineNow, was) || equal(mineNow, theirsNow)) continue;
    (theirsChanged ? merged.conflicts : merged.restored).push({ path, mine: mineNow, theirs: theirsNow });
  }
  return merged;
}

/** Makes the form's values under `path` exactly `wanted` (the editor's bookkeeping there dropped). */
export function put(values: Values, path: string, wanted: Values): void {
  for (const key of Object.keys(values)) if (within(key, path) && !Object.hasOwn(wanted, key)) delete values[key];
  for (const [key, value] of Object.entries(wanted)) if (!equal(values[key], value)) values[key] = value;
}

/** A plain copy of the editor's (reactive) values. */
export function copy<T extends object>(values: T): T {
  const plain = (value: unknown): unknown =>
    value instanceof Date
      ? new Date(value)
      : Array.isArray(value)
        ? value.map(plain)
        : value && typeof value === "object"
          ? Object.fromEntries(Object.entries(value).map(([key, each]) => [key, plain(each)]))
          : value;
  return plain(values) as T;
}

/** The words of a field's values, as the staff wrote them, one value a line. */
export function written(values: Values): string {
  return Object.values(values)
    .filter((value) => value !== null && value !== undefined && typeof value !== "object" && String(value).trim())
    .map(String)
    .join("\n");
}

/** A key path in the staff's words: the fields' labels, with a list item's number ("Pertanyaan 3 › Jawaban"). */
export function fieldLabel(fields: readonly FieldConfig[], path: string): string {
  const names: string[] = [];
  let level: readonly FieldConfig[] | undefined = fields;
  for (const segment of path.split(".")) {
    const at = index(segment);
    if (at >= 0) {
      if (names.length > 0) names[names.length - 1] += ` ${at + 1}`;
      continue;
    }
    const field: FieldConfig | undefined = level?.find(({ name }) => name === segment);
    if (!field) break;
    names.push(field.label ?? field.name);
    level = field.fields ?? (field.field ? [field.field] : undefined);
  }
  return names.join(" › ") || path;
}
