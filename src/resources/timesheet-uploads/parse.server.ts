import { EntryBody } from '../timesheets/contract';
import { validateEntry } from '../../domain/timesheets/validation';
import { UPLOAD_LIMITS_TEXT, UPLOAD_MAX_ROWS } from './contract';

export const UPLOAD_COLUMNS = [
  'assignment_id',
  'date',
  'time_start',
  'time_end',
  'break_time_minutes',
  'project_code',
  'task',
] as const;

/** Splits one CSV line, honouring double-quoted cells. */
export function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells.map((c) => c.trim());
}

export interface ParsedRow {
  row: number;
  entry: EntryBody | null;
  errors: string[];
}

/** Every data row checked on its own; row numbers count the header as row 1. */
export function parseUpload(csv: string): { headerErrors: string[]; rows: ParsedRow[] } {
  const lines = csv
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((l) => l.trim() !== '');
  const header = splitCsvLine(lines[0] ?? '').map((h) => h.toLowerCase());
  const missing = UPLOAD_COLUMNS.slice(0, 5).filter((c) => !header.includes(c));
  if (missing.length) return { headerErrors: [`Missing columns: ${missing.join(', ')}`], rows: [] };
  // Counted before any row is checked, so an oversized file costs no per-row work.
  if (lines.length - 1 > UPLOAD_MAX_ROWS) {
    return {
      headerErrors: [
        `The file has ${(lines.length - 1).toLocaleString('en-US')} rows: ${UPLOAD_LIMITS_TEXT}`,
      ],
      rows: [],
    };
  }
  const rows = lines.slice(1).map((line, i): ParsedRow => {
    const cells = splitCsvLine(line);
    const get = (c: string) => cells[header.indexOf(c)] ?? '';
    const raw = {
      assignment_id: get('assignment_id'),
      date: get('date'),
      time_start: get('time_start'),
      time_end: get('time_end'),
      break_time_minutes: get('break_time_minutes') === '' ? 0 : Number(get('break_time_minutes')),
      project_code: get('project_code') || null,
      task: get('task') || null,
    };
    const parsed = EntryBody.safeParse(raw);
    const fieldErrors = Object.entries(validateEntry(raw)).map(([f, m]) => `${f}: ${m}`);
    const schemaErrors = parsed.success
      ? []
      : parsed.error.issues.map((iss) => `${iss.path.join('.')}: ${iss.message}`);
    const errors = [
      ...new Set([
        ...fieldErrors,
        ...schemaErrors.filter(
          (e) => !fieldErrors.some((f) => f.split(':')[0] === e.split(':')[0]),
        ),
      ]),
    ];
    return {
      row: i + 2,
      entry: parsed.success && errors.length === 0 ? parsed.data : null,
      errors,
    };
  });
  return { headerErrors: lines.length < 2 ? ['The file has no rows'] : [], rows };
}
