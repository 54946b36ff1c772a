import type { FastifyInstance } from 'fastify';
import { uploadContentTypes } from './sniff';

/**
 * Lets the calling plugin's routes take a file as the raw request body (the file's own type, or
 * `application/octet-stream`), refused with 413 beyond `maxBytes` before it is read in full.
 * The type is sniffed again from the bytes by `saveUpload`.
 */
export function acceptFileUploads(app: FastifyInstance, maxBytes: number): void {
  app.addContentTypeParser(
    [...uploadContentTypes, 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: maxBytes },
    (_req, body, done) => done(null, body),
  );
}
