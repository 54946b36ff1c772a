import { HOUR_KIND_LABELS, HOUR_KINDS } from '../../../domain/billing/rates';
import { weekStart } from '../../../domain/billing/overtime';
import {
  dayField,
  evaluateCommission,
  evaluatePay,
  evaluatePricing,
  WEEKDAYS,
} from '../../../domain/calculators/inputs';
import { formatMoney } from '../../../domain/format/format';
import { formatHours } from '../../../domain/timesheets/hours';
import { CalculatorPanel, ResultRows } from './calculator-panel';

/** Basis points as a percentage with two decimals: 1250 → 12.50 %. */
const percent = (bps: number) =>
  `${bps < 0 ? '-' : ''}${Math.floor(Math.abs(bps) / 100)}.${String(Math.abs(bps) % 100).padStart(2, '0')} %`;

/** `/commission_calculator` (spec §2: sales partners): a margin at a commission rate. */
export function CommissionCalculatorView() {
  return (
    <CalculatorPanel
      title="Commission Calculator"
      intro="Your commission is the invoice margin (bill minus pay) times your referral rate, rounded to the cent; no commission on a loss."
      evaluate={evaluateCommission}
      initial={{ margin: '', rate: '' }}
      fields={[
        { name: 'margin', label: 'Margin ($)', hint: 'Bill minus pay, e.g. 4,800.00' },
        { name: 'rate', label: 'Commission rate (%)', hint: 'e.g. 10 or 12.5' },
      ]}
      result={(r) => (
        <ResultRows
          testId="commission-result"
          rows={[
            ['Margin', formatMoney(r.marginCents)],
            ['Rate', percent(r.rateBps)],
            ['Commission', formatMoney(r.commissionCents)],
          ]}
        />
      )}
    />
  );
}

/** `/pricing_calculator` (spec §2: partners with bill visibility): a bill rate from a pay rate, or the markup a bill rate needs. */
export function PricingCalculatorView() {
  return (
    <CalculatorPanel
      title="Pricing Calculator"
      intro="The bill rate is the pay rate plus its burden (employer taxes, workers' comp) plus your markup on that cost. Give a target bill rate to see the markup it takes."
      evaluate={evaluatePricing}
      initial={{ pay_rate: '', burden: '', markup: '', target_bill_rate: '' }}
      fields={[
        { name: 'pay_rate', label: 'Pay rate ($/h)', hint: 'e.g. 25.00' },
        { name: 'burden', label: 'Burden (%)', hint: 'Employer taxes and workers’ comp, e.g. 18' },
        { name: 'markup', label: 'Markup (%)', hint: 'On the loaded cost, e.g. 30' },
        {
          name: 'target_bill_rate',
          label: 'Target bill rate ($/h)',
          hint: 'Optional: the markup it takes',
        },
      ]}
      result={(r) => (
        <div className="space-y-4">
          {r.bill && (
            <ResultRows
              testId="pricing-result"
              rows={[
                ['Burden', formatMoney(r.bill.burdenCents)],
                ['Loaded cost', formatMoney(r.bill.loadedCostCents)],
                ['Markup', formatMoney(r.bill.markupCents)],
                ['Gross margin', percent(r.bill.grossMarginBps)],
                ['Bill rate', `${formatMoney(r.bill.billRateCents)}/h`],
              ]}
            />
          )}
          {r.targetBillCents !== null && (
            <ResultRows
              testId="markup-result"
              rows={[
                ['Target bill rate', `${formatMoney(r.targetBillCents)}/h`],
                [
                  'Markup needed',
                  r.markupBps === null ? 'No cost to mark up' : percent(r.markupBps),
                ],
              ]}
            />
          )}
        </div>
      )}
    />
  );
}

/** `/calculator`: a week's gross pay at an hourly rate, split into regular, overtime and double overtime. */
export function PayCalculatorView({ today }: { today: string }) {
  return (
    <CalculatorPanel
      title="Pay Calculator"
      intro="Hours past 40 a week pay 1.5×; states with daily overtime (CA, AK, CO) apply theirs first, with 2× past 12 hours in California; federal holidays pay 1.5× and count toward no overtime."
      evaluate={evaluatePay}
      columns={4}
      initial={{
        rate: '',
        state: '',
        week_start: weekStart(today),
        ...Object.fromEntries(WEEKDAYS.map((_, i) => [dayField(i), ''])),
      }}
      fields={[
        { name: 'rate', label: 'Hourly rate ($)', hint: 'e.g. 25.00' },
        {
          name: 'state',
          label: 'Work state',
          hint: 'Two letters, e.g. CA; blank for federal rules',
        },
        { name: 'week_start', label: 'Week starting (Monday)', type: 'date' },
        ...WEEKDAYS.map((d, i) => ({ name: dayField(i), label: `${d} hours` })),
      ]}
      result={(r) => (
        <table className="w-full text-sm" aria-label="Gross pay">
          <thead>
            <tr className="text-left text-slate-600 dark:text-slate-400">
              <th scope="col">Kind</th>
              <th scope="col">Hours</th>
              <th scope="col">Rate</th>
              <th scope="col">Gross</th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {HOUR_KINDS.map((k) => (
              <tr key={k}>
                <th scope="row" className="text-left font-normal">
                  {HOUR_KIND_LABELS[k]}
                </th>
                <td>{formatHours(r.hours[k])}</td>
                <td>{formatMoney(r.rates[k])}</td>
                <td>{formatMoney(r.gross[k])}</td>
              </tr>
            ))}
            <tr className="font-semibold">
              <th scope="row" className="text-left">
                Total
              </th>
              <td>{formatHours(r.totalHours)}</td>
              <td />
              <td data-testid="gross-total">{formatMoney(r.totalCents)}</td>
            </tr>
          </tbody>
        </table>
      )}
    />
  );
}
