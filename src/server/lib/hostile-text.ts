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

/** A value (or an object key, itself text) still to look at, with the way back to the root. */
interface Step {
  value: unknown;
  key?: string | number;
  parent?: Step;
}

function pathOf(step: Step, root: Path): Path {
  const keys: Path = [];
  for (let s: Step | undefined = step; s?.key !== undefined; s = s.parent) keys.push(s.key);
  return [...root, ...keys.reverse()];
}

/**
 * Where in a parsed request part the first unstorable string (or object key) sits, or null. Walks
 * with its own stack, depth first in document order, so no nesting can overflow the call stack.
 */
export function findUnstorableText(
  value: unknown,
  path: Path = [],
): { path: Path; reason: string } | null {
  const stack: Step[] = [{ value }];
  for (let step = stack.pop(); step; step = stack.pop()) {
    const v = step.value;
    if (typeof v === 'string') {
      if (UNSTORABLE.test(v)) return { path: pathOf(step, path), reason: reasonOf(v) };
      continue;
    }
    // Plain objects and arrays only: raw bodies (a logo upload's Buffer) are bytes, not text.
    if (v === null || typeof v !== 'object' || Buffer.isBuffer(v)) continue;
    const entries: [string | number, unknown][] = Array.isArray(v)
      ? [...v.entries()]
      : Object.entries(v);
    // Pushed last to first, so the first entry (its key, then its value) is looked at first.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!;
      stack.push({ value: item, key, parent: step });
      if (typeof key === 'string') stack.push({ value: key, key, parent: step });
    }
  }
  return null;
}

const reasonOf = (s: string) =>
  s.includes('\u0000')
    ? 'Text must not contain a NUL character'
    : 'Text must be valid Unicode (a lone surrogate was found)';

const unstorableCheck = z.unknown().superRefine((value, ctx) => {
  const found = findUnstorableText(value);
  if (found)
    ctx.addIssue({
      code: 'custom',
      path: found.path,
      message: found.reason,
      params: { type: 'unstorable_text' },
    });
});

/**
 * Wraps the zod validator compiler so every body, querystring, params and headers part is scanned
 * for unstorable text before its own schema runs: one rule for every route, answered by the usual
 * 422 `{detail:[{loc:[part, ...path], msg, type}]}` instead of a database error (500).
 */
export function rejectingUnstorableText(
  compile: FastifySchemaCompiler<$ZodType>,
): FastifySchemaCompiler<$ZodType> {
  return (route) =>
    route.schema instanceof z.ZodType
      ? compile({ ...route, schema: unstorableCheck.pipe(route.schema) })
      : compile(route);
}
