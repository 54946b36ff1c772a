import { sep } from 'node:path';
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Built assets carry a content hash in their name: a new build gets new names, never stale copies. */
export const ASSET_CACHE = 'public, max-age=31536000, immutable';
/** index.html names the current assets, so browsers must revalidate it on every visit. */
export const PAGE_CACHE = 'no-cache';

/** @fastify/static calls this with the raw response, before it copies its own headers in. */
export function cacheHeaders(res: SetHeadersResponse, path: string) {
  res.setHeader('cache-control', path.includes(`${sep}assets${sep}`) ? ASSET_CACHE : PAGE_CACHE);
}

/**
 * API responses are compressed per request: brotli at a low quality (quality 11, the default, costs
 * tens of milliseconds per list page), gzip for older clients. Static files are compressed once at
 * build time (scripts/precompress.ts) and served as they are.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

/**
 * Text answers leave as UTF-8 bytes. Node sends a string answer by joining it to its header and
 * encoding the joined string, which V8 first copies flat: one character past Latin-1 ("O’Connor")
 * stores the page as two bytes a character, and a list page of 64 K characters then crosses V8's
 * 128 KB large-object bound, mapped and unmapped by the system for every answer (docs/scale.md).
 */
export function sendAsBytes(app: FastifyInstance) {
  app.addHook('onSend', (_req, _reply, payload, done) => {
    done(null, typeof payload === 'string' ? Buffer.from(payload) : payload);
  });
}
