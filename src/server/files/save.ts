import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db, Tx } from '../db/client';
import { storedFiles } from '../db/schema';
import type { Deps } from '../deps';
import { ApiError } from '../lib/errors';
import { sniffFileType, type UploadContentType } from './sniff';
import { fileStorageOf } from './storage';

export type StoredFile = typeof storedFiles.$inferSelect;

export interface Upload {
  bytes: Buffer;
  /** The name the uploader gave; kept for display and downloads only, never as a path. */
  name: string;
  purpose: string;
  uploadedBy: string;
  partnerId: string | null;
  allowed: readonly UploadContentType[];
  maxBytes: number;
}

const cleanName = (name: string) =>
  name
    .replace(/[\\/]/g, '_')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '')
    .trim()
    .slice(0, 120) || 'file';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.floor(bytes / 1024 / 1024)} MB` : `${Math.floor(bytes / 1024)} KB`;

/** The refusal of a file over `maxBytes`, its limit in words; for the body reader and for `saveUpload`. */
export const tooLarge = (maxBytes: number) =>
  new ApiError(413, `The file is larger than ${sizeText(maxBytes)}`);

const describe = (types: readonly UploadContentType[]) =>
  types
    .map((t) => (t === 'application/pdf' ? 'PDF' : t.slice('image/'.length).toUpperCase()))
    .join(', ');

/**
 * Checks an upload's bytes (size, sniffed type), stores them and records the file. The bytes are
 * written before the row, so a row never names missing bytes; bytes whose row was rolled back
 * are orphans, harmless and unreachable.
 */
export async function saveUpload(deps: Deps, db: Db | Tx, upload: Upload): Promise<StoredFile> {
  if (upload.bytes.length === 0) throw new ApiError(422, 'The file is empty');
  if (upload.bytes.length > upload.maxBytes) throw tooLarge(upload.maxBytes);
  const type = sniffFileType(upload.bytes);
  if (!type || !upload.allowed.includes(type))
    throw new ApiError(415, `The file must be one of: ${describe(upload.allowed)}`);
  const id = randomUUID();
  const storageKey = `${upload.purpose.replace(/[^a-z0-9_-]/g, '')}/${id}`;
  await fileStorageOf(deps).put(storageKey, upload.bytes);
  const [row] = await db
    .insert(storedFiles)
    .values({
      id,
      partner_id: upload.partnerId,
      uploaded_by_user_id: upload.uploadedBy,
      purpose: upload.purpose,
      original_name: cleanName(upload.name),
      content_type: type,
      byte_size: upload.bytes.length,
      sha256: createHash('sha256').update(upload.bytes).digest('hex'),
      storage_key: storageKey,
      url_key: randomBytes(32).toString('base64url'),
      created_at: deps.now(),
    })
    .returning();
  if (!row) throw new Error('file not recorded');
  return row;
}

/** A file the server made itself (a report's CSV, XLSX or PDF): its type is known, not sniffed. */
export interface GeneratedFile {
  bytes: Buffer;
  name: string;
  contentType: 'text/csv; charset=utf-8' | 'application/pdf' | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  purpose: string;
  createdBy: string;
  partnerId: string | null;
}

/**
 * Stores a generated file whole and records it, like `saveUpload` without the upload's checks: the
 * bytes are written (aside, then renamed) before the row exists, so a row never names half a file.
 */
export async function saveGenerated(deps: Deps, db: Db | Tx, file: GeneratedFile): Promise<StoredFile> {
  const id = randomUUID();
  const storageKey = `${file.purpose.replace(/[^a-z0-9_-]/g, '')}/${id}`;
  await fileStorageOf(deps).put(storageKey, file.bytes);
  const [row] = await db
    .insert(storedFiles)
    .values({
      id,
      partner_id: file.partnerId,
      uploaded_by_user_id: file.createdBy,
      purpose: file.purpose,
      original_name: cleanName(file.name),
      content_type: file.contentType,
      byte_size: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      storage_key: storageKey,
      url_key: randomBytes(32).toString('base64url'),
      created_at: deps.now(),
    })
    .returning();
  if (!row) throw new Error('file not recorded');
  return row;
}
