import type { FastifyInstance } from 'fastify';
import { allowFileParts } from '../lib/multipart-body';
import { readBody } from '../lib/read-body';
import { tooLarge } from './save';
import { uploadContentTypes } from './sniff';

/** Lets the calling plugin's routes take files as parts of a multipart form (`uploadedFile`), each at most `maxBytes`. */
export function acceptFileParts(app: FastifyInstance, maxBytes: number): void {
  allowFileParts(app, maxBytes, () => tooLarge(maxBytes));
}

/**
 * Lets the calling plugin's routes take a file: as the raw request body (the file's own type, or
 * `application/octet-stream`), or as a file part of a multipart form (`uploadedFile`). An oversized
 * file is refused (413) with the limit in words, as `saveUpload` would, and stops being read at the
 * limit. The type is sniffed again from the bytes by `saveUpload`.
 */
export function acceptFileUploads(app: FastifyInstance, maxBytes: number): void {
  app.addContentTypeParser(
    [...uploadContentTypes, 'application/octet-stream'],
    { bodyLimit: maxBytes },
    (req, payload, done) => readBody(req, payload, maxBytes, () => tooLarge(maxBytes), done),
  );
  acceptFileParts(app, maxBytes);
}
