import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './errors';
import { formTextAsJson } from './form-text';
import { JSON_BODY_LIMIT } from './json-body';

/** The largest multipart request any route takes: the largest file (10 MB) and its form's text. */
export const MULTIPART_BODY_LIMIT = 11 * 1024 * 1024;
/** How many text fields one form may send; the largest form has a few dozen. */
export const MAX_FORM_FIELDS = 200;
/** How many files one form may send. */
export const MAX_FORM_FILES = 5;
/** One text field's longest value: as much as a whole JSON body may be. */
export const MAX_FIELD_BYTES = JSON_BODY_LIMIT;

export const TOO_MANY_FIELDS = `The form has more than ${MAX_FORM_FIELDS} fields`;
export const TOO_MANY_FILES = `The form has more than ${MAX_FORM_FILES} files`;
export const FORM_TOO_LARGE = `The request body is larger than ${MULTIPART_BODY_LIMIT / 1024 / 1024} MB`;
export const FIELD_TOO_LONG = `A form field is longer than ${MAX_FIELD_BYTES / 1024 / 1024} MB`;
export const NO_FILES_HERE = 'This request takes no file';

/** A file part of a multipart request, read whole (its route's limit bounds it). */
export interface UploadedPart {
  field: string;
  /** The name the sender gave; for display only, never a path. */
  name: string;
  bytes: Buffer;
}

const uploads = new WeakMap<FastifyRequest, UploadedPart[]>();
const fileLimits = new WeakMap<FastifyRequest, { maxBytes: number; tooLarge: () => Error }>();

/** The file sent in `field` of a multipart request, if any. */
export const uploadedFile = (req: FastifyRequest, field: string): UploadedPart | undefined =>
  uploads.get(req)?.find((u) => u.field === field);

/**
 * Called by a plugin whose routes take files (`acceptFileUploads`): files of a multipart request to
 * those routes are read up to `maxBytes`; any other route refuses a file part.
 */
export function allowFileParts(
  app: FastifyInstance,
  maxBytes: number,
  tooLarge: () => Error,
): void {
  app.addHook('onRequest', async (req) => {
    fileLimits.set(req, { maxBytes, tooLarge });
  });
}

/** busboy's and the plugin's refusals, in the §8 `{message}` shape with the limit in words. */
function refusalOf(err: unknown, req: FastifyRequest): Error {
  const code = (err as { code?: string }).code;
  switch (code) {
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new ApiError(413, TOO_MANY_FIELDS);
    case 'FST_FILES_LIMIT':
      return new ApiError(413, TOO_MANY_FILES);
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileLimits.get(req)?.tooLarge() ?? new ApiError(413, FORM_TOO_LARGE);
    case 'FST_PROTO_VIOLATION':
      return new ApiError(
        400,
        'A form field must not be named like an object property (__proto__, constructor)',
      );
    default:
      if (err instanceof ApiError) return err;
      return new ApiError(400, `The multipart body could not be read: ${(err as Error).message}`);
  }
}

async function readParts(req: FastifyRequest): Promise<void> {
  const declared = Number(req.headers['content-length']);
  if (declared > MULTIPART_BODY_LIMIT) throw new ApiError(413, FORM_TOO_LARGE);
  const limit = fileLimits.get(req);
  const fields: Record<string, string | string[]> = {};
  const files: UploadedPart[] = [];
  const parts = req.parts({
    limits: {
      fields: MAX_FORM_FIELDS,
      files: MAX_FORM_FILES,
      parts: MAX_FORM_FIELDS + MAX_FORM_FILES,
      fieldSize: MAX_FIELD_BYTES,
      fieldNameSize: 200,
      headerPairs: 50,
      fileSize: limit?.maxBytes ?? 0,
    },
  });
  // What the parts held so far: a body sent without a length is refused once it passes the limit,
  // so at most one more part (itself bounded) is read beyond it.
  let size = 0;
  const count = (bytes: number) => {
    size += bytes;
    if (size > MULTIPART_BODY_LIMIT) throw new ApiError(413, FORM_TOO_LARGE);
  };
  for await (const part of parts) {
    if (part.type === 'file') {
      if (!limit) {
        part.file.resume();
        throw new ApiError(400, NO_FILES_HERE);
      }
      const bytes = await part.toBuffer();
      count(bytes.length);
      files.push({ field: part.fieldname, name: part.filename, bytes });
      continue;
    }
    // busboy cuts a field at its limit and says so; a cut value is never taken as the value sent.
    if (part.valueTruncated || part.fieldnameTruncated) throw new ApiError(413, FIELD_TOO_LONG);
    const value = String(part.value);
    count(Buffer.byteLength(value));
    const seen = fields[part.fieldname];
    // A repeated name is spec §7's array: `ids=a&ids=b` is `ids: ['a', 'b']`.
    fields[part.fieldname] =
      seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  uploads.set(req, files);
  req.body = formTextAsJson(req.routeOptions.schema?.body, fields);
}

/**
 * The app's one multipart parser (spec §7: "forms may be sent as multipart with array values
 * repeated"), for every route: before validation, the text fields become the JSON body the route's
 * schema validates (a repeated name an array, text read as the number or yes/no the schema wants),
 * and file parts are kept for `uploadedFile`. So the hostile-text scan, zod and the route see a
 * multipart form exactly as they see its JSON twin. Limits are refused with a 413 naming them.
 */
export async function acceptMultipartBodies(app: FastifyInstance): Promise<void> {
  // A file over its limit is an error (then the route's 413), never silently cut short.
  await app.register(multipart, { throwFileSizeLimit: true });
  app.addHook('preValidation', async (req) => {
    if (!req.isMultipart()) return;
    try {
      await readParts(req);
    } catch (err) {
      throw refusalOf(err, req);
    }
  });
}
