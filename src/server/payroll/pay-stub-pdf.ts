import type { PaycheckDetail } from '../../resources/payroll-runs/server';
import { formatDecimal2, formatMoney } from '../../domain/format/format';
import type { StubRow, StubTotal } from '../../domain/payroll/pay-stub';
import { PAGE, renderPdf, type PdfText } from '../billing/pdf';

const LEADING = 14;
const YTD_X = PAGE.width - PAGE.margin;
const CURRENT_X = YTD_X - 90;
const RATE_X = CURRENT_X - 90;
const HOURS_X = RATE_X - 70;

/**
 * A pay stub: the employer and its address, who, which period and pay date, the deposit account's
 * last four digits, then earnings by type with hours and rate, the employee's taxes, pre- and
 * post-tax deductions and the employer's taxes, each this paycheck and the year to date, and
 * the totals (each the sum of the rows above it).
 */
export function payStubPdf(p: PaycheckDetail, provider: string): Buffer {
  const pages: PdfText[][] = [];
  let page: PdfText[] = [];
  let y = PAGE.height - PAGE.margin;
  const line = (texts: Omit<PdfText, 'y'>[], gap = LEADING) => {
    if (y < PAGE.margin + LEADING * 2) {
      pages.push(page);
      page = [];
      y = PAGE.height - PAGE.margin;
    }
    page.push(...texts.map((t) => ({ ...t, y })));
    y -= gap;
  };
  const text = (t: string, size?: number, bold = false) =>
    line([{ x: PAGE.margin, text: t, size, bold }]);
  const money = (cents: number, x: number, bold = false, size = 9) => ({
    x,
    text: formatMoney(cents),
    right: true,
    bold,
    size,
  });
  const row = (r: StubRow) =>
    line([
      { x: PAGE.margin + 12, text: r.label.slice(0, 44), size: 9 },
      ...(r.hours_hundredths !== null
        ? [{ x: HOURS_X, text: formatDecimal2(r.hours_hundredths), right: true, size: 9 }]
        : []),
      ...(r.rate_cents !== null ? [money(r.rate_cents, RATE_X)] : []),
      money(r.current_cents, CURRENT_X),
      money(r.ytd_cents, YTD_X),
    ]);
  const total = (label: string, t: StubTotal) =>
    line([
      { x: PAGE.margin, text: label, bold: true, size: 10 },
      money(t.current_cents, CURRENT_X, true, 10),
      money(t.ytd_cents, YTD_X, true, 10),
    ]);

  text(p.employer_name, 16, true);
  for (const l of (p.employer_address ?? '').split('\n').filter(Boolean)) text(l, 9);
  y -= LEADING / 2;
  text(`Pay stub: ${p.contractor_name}`, 13, true);
  text(`Pay period: ${p.period_start} to ${p.period_end}    Pay date: ${p.pay_date}`);
  text(
    `Deposited to account ending ${p.deposit_last4 ?? '(none on file)'}    Payout: ${p.status}${p.failure_reason ? ` (${p.failure_reason})` : ''}`,
  );
  y -= LEADING;
  line([
    { x: HOURS_X, text: 'Hours', right: true, bold: true, size: 9 },
    { x: RATE_X, text: 'Rate', right: true, bold: true, size: 9 },
    { x: CURRENT_X, text: 'Current', right: true, bold: true, size: 9 },
    { x: YTD_X, text: 'Year to date', right: true, bold: true, size: 9 },
  ]);
  const s = p.stub;
  const sections: [string, StubRow[]][] = [
    ['Earnings', s.earnings],
    ['Taxes withheld', s.employee_taxes],
    ['Pre-tax deductions', s.pre_tax_deductions],
    ['Post-tax deductions', s.post_tax_deductions],
  ];
  for (const [title, rows] of sections) {
    if (!rows.length) continue;
    text(title, 11, true);
    rows.forEach(row);
    y -= LEADING / 2;
  }
  total('Gross pay', s.totals.gross);
  total('Taxes withheld', s.totals.employee_taxes);
  total('Deductions', s.totals.deductions);
  total('Net pay', s.totals.net);
  y -= LEADING;
  if (s.employer_taxes.length) {
    text('Employer taxes (paid by the employer, not taken from pay)', 11, true);
    s.employer_taxes.forEach(row);
    total('Employer taxes', s.totals.employer_taxes);
    y -= LEADING;
  }
  text(`Taxes computed by ${provider}.`, 8);
  pages.push(page);
  return renderPdf(pages, `Pay stub ${p.contractor_name} ${p.pay_date}`);
}
