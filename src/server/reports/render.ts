import type { ReportColumn, ReportSpec } from '../../domain/reports/catalogue';
import { fileCell, shownCell } from '../../domain/reports/cells';
import { pdfWriter, PAGE, type PdfText } from '../billing/pdf';
import { csvLine } from '../lib/csv';
import { xlsxWriter, type XlsxCell } from '../lib/xlsx-stream';
import type { ReportRow } from './source';

const TOTAL_LABEL = 'Total';

/** The totals row as a report row: "Total" in the first column, the sums in theirs. */
const totalsRow = (columns: readonly ReportColumn[], totals: Record<string, number>): ReportRow =>
  Object.fromEntries(
    columns.map((c, i) => [c.key, i === 0 ? TOTAL_LABEL : (totals[c.key] ?? null)]),
  );

/**
 * CSV in pieces, through the one writer (its formula-injection rule applies to every cell): the
 * header, then each batch's rows as they are read, then the totals row.
 */
export const csvPieces = {
  header: (spec: ReportSpec) => Buffer.from(csvLine(spec.columns.map((c) => c.header)), 'utf8'),
  rows: (spec: ReportSpec, rows: readonly ReportRow[]) =>
    Buffer.from(
      rows.map((r) => csvLine(spec.columns.map((c) => fileCell(c, r[c.key])))).join(''),
      'utf8',
    ),
  totals: (spec: ReportSpec, totals: Record<string, number>) =>
    csvPieces.rows(spec, [totalsRow(spec.columns, totals)]),
};

/**
 * XLSX cells of a report row: money and hours are number cells shown with two decimals (the value is
 * the exact decimal of the integer cents), counts are numbers, dates and text are text. A text cell
 * that looks like a formula stays text: the writer writes strings as inline strings, never formulas.
 */
const xlsxCells = (spec: ReportSpec, r: ReportRow, bold = false): XlsxCell[] =>
  spec.columns.map((c) => {
    const v = r[c.key];
    if (v === null || v === undefined) return null;
    const numeric = c.kind === 'cents' || c.kind === 'hundredths';
    if (numeric && typeof v === 'number')
      return { value: Number(fileCell(c, v)), decimals: true, bold };
    if (c.kind === 'int' && typeof v === 'number') return { value: v, bold };
    return { value: String(v), bold };
  });

/** The workbook row by row (`xlsxWriter`): the header, each batch as it is read, the totals row. */
export function reportXlsx(spec: ReportSpec) {
  const writer = xlsxWriter(spec.title);
  return {
    header: () => writer.rows([spec.columns.map((c) => ({ value: c.header, bold: true }))]),
    rows: (rows: readonly ReportRow[]) => writer.rows(rows.map((r) => xlsxCells(spec, r))),
    end: (totals: Record<string, number>) =>
      Buffer.concat([
        writer.rows([xlsxCells(spec, totalsRow(spec.columns, totals), true)]),
        writer.end(),
      ]),
  };
}

const FONT = 7.5;
const LINE = 11;

/**
 * A printable table (the register and the aging), page by page through the PDF writer: Letter
 * pages with the title and the header on each, a page written as soon as its rows are read, the
 * totals in bold last. Only the rows of the page being filled are held.
 */
export function reportPdf(spec: ReportSpec, subtitle: string) {
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
  const numeric = (c: ReportColumn) => c.kind !== 'text' && c.kind !== 'date';
  const line = (r: ReportRow, y: number, bold: boolean): PdfText[] =>
    placed.map(({ c, left, right, chars }) => {
      const text = shownCell(c, r[c.key]);
      return {
        x: numeric(c) ? right : left,
        y,
        text: text.length > chars ? `${text.slice(0, chars - 1)}…` : text,
        size: FONT,
        bold,
        right: numeric(c),
      };
    });
  const top = PAGE.height - PAGE.margin;
  const perPage = Math.floor((top - PAGE.margin - 3 * LINE) / LINE);
  const heading = (): PdfText[] => [
    { x: PAGE.margin, y: top, text: spec.title, size: 13, bold: true },
    { x: PAGE.margin, y: top - 14, text: subtitle, size: 8 },
    ...placed.map(({ c, left, right }) => ({
      x: numeric(c) ? right : left,
      y: top - 2.5 * LINE,
      text: c.header,
      size: FONT,
      bold: true,
      right: numeric(c),
    })),
  ];
  const writer = pdfWriter(spec.title);
  let page = heading();
  let onPage = 0;
  const add = (r: ReportRow, bold = false) => {
    page.push(...line(r, top - (3.5 + onPage) * LINE, bold));
    onPage += 1;
  };
  const turn = () => {
    const bytes = writer.page(page);
    page = heading();
    onPage = 0;
    return bytes;
  };
  return {
    start: () => writer.start(),
    rows(rows: readonly ReportRow[]): Buffer {
      const done: Buffer[] = [];
      for (const r of rows) {
        // A full page is written once another row needs room: the totals always have a page to go on.
        if (onPage === perPage) done.push(turn());
        add(r);
      }
      return Buffer.concat(done);
    },
    end(totals: Record<string, number>): Buffer {
      const done: Buffer[] = [];
      if (onPage === perPage) done.push(turn());
      add(totalsRow(spec.columns, totals), true);
      done.push(turn(), writer.end());
      return Buffer.concat(done);
    },
  };
}
