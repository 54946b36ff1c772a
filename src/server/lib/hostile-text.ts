import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

/**
 * Text that no column can hold: PostgreSQL `text` refuses NUL, and a lone UTF-16 surrogate is not
 * Unicode (PGlite errors on it; `pg` silently stores U+FFFD). JSON can carry both.
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point of this pattern
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

type Path = (string | number)[];

/** Where in a parsed request part the first unstorable string (or object key) sits, or null. */
export function findUnstorableText(value: unknown, path: Path = []): { path: Path; reason: string } | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? { path, reason: reasonOf(value) } : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, i]);
      if (found) return found;
    }
    return null;
  }
  // Plain objects only: raw bodies (a logo upload's Buffer) are bytes, not text.
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (UNSTORABLE.test(key)) return { path: [...path, key], reason: reasonOf(key) };
      const found = findUnstorableText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

const reasonOf = (s: string) => (s.includes('\u0000') ? 'Text must not contain a NUL character' : 'Text must be valid Unicode (a lone surrogate was found)');

const unstorableCheck = z.unknown().superRefine((value, ctx) => {
  const found = findUnstorableText(value);
  if (found) ctx.addIssue({ code: 'custom', path: found.path, message: found.reason, params: { type: 'unstorable_text' } });
});

/**
 * Wraps the zod validator compiler so every body, querystring, params and headers part is scanned
 * for unstorable text before its own schema runs: one rule for every route, answered by the usual
 * 422 `{detail:[{loc:[part, ...path], msg, type}]}` instead of a database error (500).
 */
export function rejectingUnstorableText(compile: FastifySchemaCompiler<$ZodType>): FastifySchemaCompiler<$ZodType> {
  return (route) => (route.schema instanceof z.ZodType ? compile({ ...route, schema: unstorableCheck.pipe(route.schema) }) : compile(route));
}
