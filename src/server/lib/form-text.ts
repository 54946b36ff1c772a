import { z } from 'zod';

type FormText = Record<string, string | string[]>;

/** Wrappers that say nothing about the JSON type underneath (optional, default, a pipe's input…). */
function unwrap(schema: unknown): z.ZodType | undefined {
  let s = schema instanceof z.ZodType ? schema : undefined;
  for (let hops = 0; s && hops < 20; hops++) {
    const def = s.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
    const next =
      def.type === 'optional' ||
      def.type === 'nullable' ||
      def.type === 'default' ||
      def.type === 'prefault' ||
      def.type === 'readonly' ||
      def.type === 'catch' ||
      def.type === 'nonoptional'
        ? def.innerType
        : def.type === 'pipe'
          ? def.in
          : undefined;
    if (!next) return s;
    s = next;
  }
  return s;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** One text value as the scalar `schema` takes; text that is not one is left for zod to refuse. */
function scalar(schema: z.ZodType | undefined, text: string): unknown {
  const type = schema?.def.type;
  if (type === 'number' && NUMBER.test(text)) return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/**
 * A multipart form's text fields as the JSON body `bodySchema` validates: multipart carries only
 * text, and a name sent once cannot say it is a list. So a field the schema takes as an array is an
 * array even when sent once, and numbers and yes/no are read as such when the schema wants them;
 * everything else stays text, and zod then judges the whole as it judges JSON.
 */
export function formTextAsJson(bodySchema: unknown, fields: FormText): Record<string, unknown> {
  const root = unwrap(bodySchema);
  const shape = root?.def.type === 'object' ? (root as z.ZodObject).shape : {};
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    const field = Object.hasOwn(shape, name) ? unwrap(shape[name]) : undefined;
    if (field?.def.type === 'array') {
      const item = unwrap((field as z.ZodArray).element);
      body[name] = (Array.isArray(value) ? value : [value]).map((v) => scalar(item, v));
    } else
      body[name] = Array.isArray(value) ? value.map((v) => scalar(field, v)) : scalar(field, value);
  }
  return body;
}
