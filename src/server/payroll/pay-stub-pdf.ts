import type { PaycheckDetail } from '../../domain/contracts/payroll';
import { formatDecimal2, formatMoney } from '../../domain/format/format';
import { PAGE, renderPdf, type PdfText } from '../billing/pdf';

const LEADING = 14;
const AMOUNT_X = PAGE.width - PAGE.margin;
const HOURS_X = 430;

/**
 * A pay stub: who, which period, every earning, tax and deduction line, and gross, taxes,
 * deductions and net, each the sum of the lines printed above it.
 */
export function payStubPdf(p: PaycheckDetail, employer: string, provider: string): Buffer {
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
  const amount = (label: string, cents: number, bold = false) =>
    line([
      { x: PAGE.margin, text: label, bold },
      { x: AMOUNT_X, text: formatMoney(cents), right: true, bold },
    ]);
  line([{ x: PAGE.margin, text: employer, size: 16, bold: true }], 24);
  line([{ x: PAGE.margin, text: `Pay stub: ${p.contractor_name}`, size: 13, bold: true }], 20);
  line([
    {
      x: PAGE.margin,
      text: `Period: ${p.period_start} to ${p.period_end}    Pay date: ${p.pay_date}`,
    },
  ]);
  line([
    {
      x: PAGE.margin,
      text: `Payout: ${p.status}${p.failure_reason ? ` (${p.failure_reason})` : ''}`,
    },
  ]);
  y -= LEADING;
  const sections = [
    ['Earnings', 'earning'],
    ['Taxes', 'tax'],
    ['Deductions', 'deduction'],
  ] as const;
  for (const [title, kind] of sections) {
    const items = p.items.filter((i) => i.kind === kind);
    if (!items.length) continue;
    line([{ x: PAGE.margin, text: title, bold: true, size: 11 }]);
    for (const i of items)
      line([
        { x: PAGE.margin + 12, text: i.description.slice(0, 60), size: 9 },
        ...(i.hours_hundredths !== null
          ? [{ x: HOURS_X, text: `${formatDecimal2(i.hours_hundredths)} h`, right: true, size: 9 }]
          : []),
        { x: AMOUNT_X, text: formatMoney(i.amount_cents), right: true, size: 9 },
      ]);
    y -= LEADING / 2;
  }
  amount('Gross pay', p.gross_cents, true);
  amount('Taxes', -p.taxes_cents);
  amount('Deductions', -p.deductions_cents);
  amount('Net pay', p.net_cents, true);
  y -= LEADING;
  line([{ x: PAGE.margin, text: `Taxes computed by ${provider}.`, size: 8 }]);
  pages.push(page);
  return renderPdf(pages, `Pay stub ${p.contractor_name} ${p.pay_date}`);
}
