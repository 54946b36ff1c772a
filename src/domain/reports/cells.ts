import { formatDecimal2, formatMoney, MISSING } from '../format/format';
import type { ReportColumn } from './catalogue';

/** Integer hundredths (cents, hundredths of an hour) as a plain decimal: `-123456` → `-1234.56`. */
export function plainDecimal(hundredths: number): string {
  const negative = hundredths < 0;
  const abs = Math.abs(Math.trunc(hundredths));
  return `${negative ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A cell for files: money and hours as plain decimals, the rest as it is. */
export function fileCell(column: ReportColumn, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (column.kind === 'cents' || column.kind === 'hundredths') return plainDecimal(Number(value));
  return String(value);
}

/** A cell as the page and the PDF show it: `$1,234.56`, `12.50` hours. */
export function shownCell(column: ReportColumn, value: unknown): string {
  if (value === null || value === undefined || value === '') return MISSING;
  if (column.kind === 'cents') return formatMoney(Number(value));
  if (column.kind === 'hundredths') return formatDecimal2(Number(value));
  return String(value);
}

/** The totals row of a report: the sum of each column marked `total`, in integers. */
export function totalsOf(
  columns: readonly ReportColumn[],
  rows: readonly Record<string, unknown>[],
) {
  const totals: Record<string, number> = {};
  for (const c of columns)
    if (c.total) totals[c.key] = rows.reduce((a, r) => a + Number(r[c.key] ?? 0), 0);
  return totals;
}
