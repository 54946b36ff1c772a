/**
 * The largest CSV import, so that one file cannot hold the database for long: the server refuses
 * more, and the upload page says so before a file is chosen. No zod here: the page imports it.
 */
export const UPLOAD_MAX_ROWS = 30_000;
export const UPLOAD_MAX_BYTES = 3 * 1024 * 1024;
export const UPLOAD_LIMITS_TEXT = 'at most 30,000 rows and 3 MB per file';
