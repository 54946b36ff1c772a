import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * The one CSV writer of every `?format=csv` download.
 *
 * OWASP CSV injection: a cell that starts with `=`, `+`, `-`, `@`, TAB or CR may be read as a formula
 * by a spreadsheet (TAB and CR because some spreadsheets skip them and then see the `=`), so such a
 * cell gets a leading single quote. A cell holding `"`, `,`, CR or LF is quoted (RFC 4180), since a
 * bare CR starts a new row in Excel and LibreOffice just as LF does.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A text a spreadsheet will not read as a formula: the CSV cells' rule, also for other exports. */
export const formulaSafe = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = formulaSafe(text);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One row's line, ending with a newline. */
export const csvLine = (cells: readonly unknown[]): string => cells.map(csvCell).join(',') + '\n';

/** A header line and one line per row. */
export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly unknown[])[],
): string {
  return [header, ...rows].map(csvLine).join('');
}

/** Rows read per query: bounds the memory of one download whatever its size. */
export const CSV_BATCH = 1000;

/**
 * A whole download as CSV text, never cut off: the header, then one chunk per batch of rows as the
 * reader gives them (a snapshot cursor, `src/server/kit/snapshot-cursor.ts`), so the response
 * streams while later batches are read and holds one batch in memory.
 */
export async function* csvBatches<Row>(
  header: readonly string[],
  batches: AsyncIterable<readonly Row[]>,
  cells: (row: Row) => readonly unknown[],
): AsyncGenerator<string> {
  yield csvLine(header);
  for await (const rows of batches) yield rows.map((r) => csvLine(cells(r))).join('');
}

/** Streams a download as an attachment; the reply is untyped because the route's JSON schema does not describe CSV. */
export const sendCsv = (reply: FastifyReply, filename: string, chunks: AsyncGenerator<string>) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}.csv"`)
    .send(Readable.from(chunks));
