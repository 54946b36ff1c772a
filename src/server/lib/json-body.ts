import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';
import { readBody } from './read-body';

/** The largest JSON body any route takes. */
export const JSON_BODY_LIMIT = 5 * 1024 * 1024;
/** How deeply a JSON body may nest arrays and objects; forms and events nest a few levels at most. */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP = `The JSON body nests arrays or objects more than ${MAX_JSON_DEPTH} levels deep`;
export const TOO_LARGE = `The request body is larger than ${JSON_BODY_LIMIT / 1024 / 1024} MB`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/**
 * Whether JSON text nests deeper than `limit`, by one pass over its characters counting brackets
 * outside strings: no recursion and no parse, so a hostile body costs a linear scan and nothing more.
 * Text that is not JSON is left for the parser to refuse.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (OPENERS.has(c)) {
      if (++depth > limit) return true;
    } else if (CLOSERS.has(c)) depth--;
  }
  return false;
}

/**
 * The one JSON body parser of the app, for every route (public ones included): a body over
 * `JSON_BODY_LIMIT` is a 413 and one nested deeper than `MAX_JSON_DEPTH` a 400, each naming its limit,
 * decided before `JSON.parse` or any walk of the parsed value (the hostile-text scan, zod) runs.
 * Parsing itself stays Fastify's (prototype-poisoning keys refused, an empty body a 400).
 */
export function acceptJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'application/json',
    { bodyLimit: JSON_BODY_LIMIT },
    (req, payload, done) =>
      readBody(
        req,
        payload,
        JSON_BODY_LIMIT,
        () => new ApiError(413, TOO_LARGE),
        (err, bytes) => {
          if (err || !bytes) return done(err, undefined);
          const text = bytes.toString('utf8');
          if (nestsDeeperThan(text, MAX_JSON_DEPTH))
            return done(new ApiError(400, TOO_DEEP), undefined);
          parse(req, text, done);
        },
      ),
  );
}
