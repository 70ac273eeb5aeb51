import { z } from "astro/zod";
import type { FieldMeta } from "./fields/fields.ts";

/**
 * A collection's schema as JSON Schema (zod's own conversion, of what the
 * files hold, i.e. the input side of transforms), with each field's editor
 * metadata (src/lib/content/fields/fields.ts) on its node. The editor configuration and
 * the search for pictures in the content both walk this one description.
 */
export interface SchemaNode extends Partial<FieldMeta> {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  format?: string;
}

const converted = new WeakMap<z.ZodType, SchemaNode>();

export function schemaNode(schema: z.ZodType): SchemaNode {
  let node = converted.get(schema);
  if (!node) {
    // Refinements (the phone check, calendar dates) have no JSON form; their patterns and messages are on the node.
    node = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as SchemaNode;
    converted.set(schema, node);
  }
  return node;
}

export interface FoundPicture {
  path: PropertyKey[];
  name: string;
}

/** Every picture a value names, found through the fields marked as pictures in its schema. */
export function picturesIn(node: SchemaNode, value: unknown, at: PropertyKey[] = []): FoundPicture[] {
  if (node.widget === "image") return typeof value === "string" ? [{ path: at, name: value.replace(/^\/+/, "") }] : [];
  if (node.items && Array.isArray(value))
    return value.flatMap((item, index) => picturesIn(node.items!, item, [...at, index]));
  if (node.properties && value && typeof value === "object") {
    return Object.entries(node.properties).flatMap(([key, child]) =>
      picturesIn(child, (value as Record<string, unknown>)[key], [...at, key]),
    );
  }
  return [];
}
