import type { InvoiceDetail } from './contract';
import { formatDecimal2, formatMoney, orMissing } from '../../domain/format/format';
import { CardTable } from '../../app/components/kit/card-table';

const cell = 'px-2 py-1.5';
const num = `${cell} text-right tabular-nums`;

/**
 * The lines and, under them, the totals: each total is its column's sum (the server stores them so,
 * and the lines shown are those it summed). Pay amounts show only to those the page says may see them.
 */
export function InvoiceLines({
  invoice: i,
  showPay,
}: {
  invoice: InvoiceDetail;
  showPay: boolean;
}) {
  return (
    <div className="overflow-x-auto">
      <CardTable className="w-full text-sm">
        <caption className="sr-only">Invoice lines</caption>
        <thead className="text-left text-xs text-slate-600 dark:text-slate-300">
          <tr>
            <th scope="col" className={cell}>
              Date
            </th>
            <th scope="col" className={cell}>
              Contractor
            </th>
            <th scope="col" className={cell}>
              Description
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Hours
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Rate
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Amount
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Sales tax
            </th>
            {showPay && (
              <th scope="col" className={`${cell} text-right`}>
                Pay
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {i.lines.map((l) => (
            <tr key={l.id}>
              <td className={cell}>{l.date}</td>
              <td className={cell}>{orMissing(l.contractor_name)}</td>
              <td className={cell}>{l.description}</td>
              <td className={num}>
                {l.hours_hundredths === null ? '' : formatDecimal2(l.hours_hundredths)}
              </td>
              <td className={num}>{l.rate_cents === null ? '' : formatMoney(l.rate_cents)}</td>
              <td className={num}>{formatMoney(l.bill_cents)}</td>
              <td className={num}>{formatMoney(l.sales_tax_cents)}</td>
              {showPay && <td className={num}>{formatMoney(l.pay_cents)}</td>}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-300 font-medium dark:border-slate-700">
          <tr>
            <th scope="row" colSpan={5} className={`${cell} text-right`}>
              Totals
            </th>
            <td className={num} data-testid="total-bill">
              {formatMoney(i.total_bill_cents)}
            </td>
            <td className={num} data-testid="total-sales-tax">
              {formatMoney(i.total_sales_tax_cents)}
            </td>
            {showPay && <td className={num}>{formatMoney(i.total_pay_cents)}</td>}
          </tr>
        </tfoot>
      </CardTable>
    </div>
  );
}
