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

export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One row's line, ending with a newline. */
export const csvLine = (cells: readonly unknown[]): string => cells.map(csvCell).join(',') + '\n';

/** A header line and one line per row. */
export function csvDocument(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map(csvLine).join('');
}
