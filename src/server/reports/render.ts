import writeXlsxFile from 'write-excel-file/node';
import type { ReportColumn, ReportSpec } from '../../domain/reports/catalogue';
import { fileCell, shownCell } from '../../domain/reports/cells';
import { renderPdf, PAGE, type PdfText } from '../billing/pdf';
import { csvLine } from '../lib/csv';
import type { ReportRow } from './source';

export interface ReportFiles {
  csv: Buffer;
  xlsx: Buffer;
  pdf: Buffer | null;
}

const TOTAL_LABEL = 'Total';

/** The totals row as a report row: "Total" in the first column, the sums in theirs. */
const totalsRow = (columns: readonly ReportColumn[], totals: Record<string, number>): ReportRow =>
  Object.fromEntries(columns.map((c, i) => [c.key, i === 0 ? TOTAL_LABEL : (totals[c.key] ?? null)]));

/**
 * CSV in pieces, through the one writer (its formula-injection rule applies to every cell): the
 * header, then each batch's rows as they are read, then the totals row.
 */
export const csvPieces = {
  header: (spec: ReportSpec) => Buffer.from(csvLine(spec.columns.map((c) => c.header)), 'utf8'),
  rows: (spec: ReportSpec, rows: readonly ReportRow[]) =>
    Buffer.from(rows.map((r) => csvLine(spec.columns.map((c) => fileCell(c, r[c.key])))).join(''), 'utf8'),
  totals: (spec: ReportSpec, totals: Record<string, number>) => csvPieces.rows(spec, [totalsRow(spec.columns, totals)]),
};

/**
 * XLSX by write-excel-file: money and hours are number cells shown with two decimals (the value is
 * the exact decimal of the integer cents), dates and text are text. A text cell that looks like a
 * formula stays text: the library writes strings as strings, never as formulas.
 */
export async function xlsxOf(spec: ReportSpec, rows: readonly ReportRow[], totals: Record<string, number>): Promise<Buffer> {
  const cell = (c: ReportColumn, v: unknown, bold = false) => {
    if (v === null || v === undefined) return null;
    const numeric = c.kind === 'cents' || c.kind === 'hundredths';
    if (numeric && typeof v === 'number') return { value: Number(fileCell(c, v)), type: Number, format: '#,##0.00', fontWeight: bold ? ('bold' as const) : undefined };
    if (c.kind === 'int' && typeof v === 'number') return { value: v, type: Number, fontWeight: bold ? ('bold' as const) : undefined };
    return { value: String(v), type: String, fontWeight: bold ? ('bold' as const) : undefined };
  };
  const data = [
    spec.columns.map((c) => ({ value: c.header, type: String, fontWeight: 'bold' as const })),
    ...rows.map((r) => spec.columns.map((c) => cell(c, r[c.key]))),
    spec.columns.map((c) => cell(c, totalsRow(spec.columns, totals)[c.key], true)),
  ];
  return writeXlsxFile(data as never, { sheet: spec.title.slice(0, 31) } as never).toBuffer();
}

const FONT = 7.5;
const LINE = 11;

/** A printable table (the register and the aging): Letter pages, the header on each, totals last. */
export function pdfOf(spec: ReportSpec, subtitle: string, rows: readonly ReportRow[], totals: Record<string, number>): Buffer {
  const width = PAGE.width - 2 * PAGE.margin;
  const weight = (c: ReportColumn) => (c.kind === 'text' ? 2.2 : c.kind === 'date' ? 1.1 : 1);
  const sum = spec.columns.reduce((a, c) => a + weight(c), 0);
  let x = PAGE.margin;
  const placed = spec.columns.map((c) => {
    const w = (weight(c) / sum) * width;
    const at = { c, left: x, right: x + w - 4, chars: Math.floor((w - 4) / (FONT * 0.5)) };
    x += w;
    return at;
  });
  const line = (r: ReportRow, y: number, bold = false): PdfText[] =>
    placed.map(({ c, left, right, chars }) => {
      const text = shownCell(c, r[c.key]);
      const numeric = c.kind !== 'text' && c.kind !== 'date';
      return { x: numeric ? right : left, y, text: text.length > chars ? `${text.slice(0, chars - 1)}…` : text, size: FONT, bold, right: numeric };
    });
  const top = PAGE.height - PAGE.margin;
  const perPage = Math.floor((top - PAGE.margin - 3 * LINE) / LINE);
  const all = [...rows, totalsRow(spec.columns, totals)];
  const pages: PdfText[][] = [];
  for (let i = 0; i === 0 || i < all.length; i += perPage) {
    const page: PdfText[] = [
      { x: PAGE.margin, y: top, text: spec.title, size: 13, bold: true },
      { x: PAGE.margin, y: top - 14, text: subtitle, size: 8 },
      ...placed.map(({ c, left, right }) => {
        const numeric = c.kind !== 'text' && c.kind !== 'date';
        return { x: numeric ? right : left, y: top - 2.5 * LINE, text: c.header, size: FONT, bold: true, right: numeric };
      }),
    ];
    all.slice(i, i + perPage).forEach((r, j) => page.push(...line(r, top - (3.5 + j) * LINE, i + j === all.length - 1)));
    pages.push(page);
  }
  return renderPdf(pages, spec.title);
}
