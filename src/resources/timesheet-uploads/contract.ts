import { z } from 'zod';

/**
 * The largest CSV import, so that one file cannot hold the database for long: the server refuses
 * more, and the upload page says so before a file is chosen.
 */
export const UPLOAD_MAX_ROWS = 30_000;
export const UPLOAD_MAX_BYTES = 3 * 1024 * 1024;
export const UPLOAD_LIMITS_TEXT = 'at most 30,000 rows and 3 MB per file';

const utf8Bytes = (s: string) => new TextEncoder().encode(s).length;
export const UploadBody = z.object({
  filename: z.string().max(255).optional(),
  content: z
    .string()
    .min(1, 'The file is empty')
    .max(UPLOAD_MAX_BYTES, { message: `The file is too large: ${UPLOAD_LIMITS_TEXT}`, abort: true })
    .refine(
      (s) => utf8Bytes(s) <= UPLOAD_MAX_BYTES,
      `The file is too large: ${UPLOAD_LIMITS_TEXT}`,
    ),
});

export const UploadRowReport = z.object({
  row: z.number().int(),
  ok: z.boolean(),
  errors: z.array(z.string()),
});
export const UploadReport = z.object({
  id: z.string(),
  /** importing: the job is writing (poll for progress); failed: a write failed and nothing was kept. */
  status: z.enum(['importing', 'imported', 'rejected', 'failed']),
  imported: z.number().int(),
  processed: z.number().int(),
  total: z.number().int(),
  rows: z.array(UploadRowReport),
  created_at: z.string(),
});
export type UploadReport = z.infer<typeof UploadReport>;
