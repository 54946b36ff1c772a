import type { FastifyInstance } from 'fastify';
import { ApiError } from '../lib/errors';
import { tooLarge } from './save';
import { uploadContentTypes } from './sniff';

/**
 * Lets the calling plugin's routes take a file as the raw request body (the file's own type, or
 * `application/octet-stream`). The body is read here rather than by Fastify's `bodyLimit`, so an
 * oversized file is refused (413) with the limit in words, as `saveUpload` would, and stops being
 * read at the limit. The type is sniffed again from the bytes by `saveUpload`.
 */
export function acceptFileUploads(app: FastifyInstance, maxBytes: number): void {
  app.addContentTypeParser(
    [...uploadContentTypes, 'application/octet-stream'],
    { bodyLimit: maxBytes },
    (req, payload, done) => {
      const declared = Number(req.headers['content-length']);
      if (declared > maxBytes) return done(tooLarge(maxBytes), undefined);
      const chunks: Buffer[] = [];
      let size = 0;
      let finished = false;
      const finish = (err: Error | null, body?: Buffer) => {
        if (finished) return;
        finished = true;
        done(err, body);
      };
      const onData = (chunk: Buffer) => {
        size += chunk.length;
        if (size <= maxBytes) return void chunks.push(chunk);
        // The rest of the body is left to drain unread, as Fastify's own limit does.
        payload.removeListener('data', onData);
        finish(tooLarge(maxBytes));
      };
      payload.on('data', onData);
      payload.on('end', () => finish(null, Buffer.concat(chunks)));
      payload.on('error', (err) =>
        finish(new ApiError(400, `The upload broke off: ${err.message}`)),
      );
    },
  );
}
