import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors';

/**
 * Reads a request body into one Buffer, refusing it with `tooLarge` as soon as it passes `maxBytes`
 * (a declared Content-Length over the limit is refused before a byte is read). Parsers read the body
 * here rather than through Fastify's `bodyLimit`, so the refusal can name the limit in words.
 */
export function readBody(
  req: FastifyRequest,
  payload: NodeJS.ReadableStream,
  maxBytes: number,
  tooLarge: () => Error,
  done: (err: Error | null, body?: Buffer) => void,
): void {
  const declared = Number(req.headers['content-length']);
  if (declared > maxBytes) return done(tooLarge(), undefined);
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
    finish(tooLarge());
  };
  payload.on('data', onData);
  payload.on('end', () => finish(null, Buffer.concat(chunks)));
  payload.on('error', (err: Error) =>
    finish(new ApiError(400, `The request body broke off: ${err.message}`)),
  );
}
