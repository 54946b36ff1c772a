import type { PaycheckDetail } from './contract';
import { formatDecimal2, formatMoney } from '../../domain/format/format';
import type { StubRow, StubTotal } from '../../domain/payroll/pay-stub';
import { DetailSection } from '../../app/components/kit/resource-detail-view';
import { CardTable } from '../../app/components/kit/card-table';

const cell = 'py-1 pr-3 text-right tabular-nums';

function Rows({ rows }: { rows: StubRow[] }) {
  return rows.map((r) => (
    <tr key={r.label}>
      <td className="py-1 pr-3 pl-3">{r.label}</td>
      <td className={cell}>
        {r.hours_hundredths !== null ? formatDecimal2(r.hours_hundredths) : ''}
      </td>
      <td className={cell}>{r.rate_cents !== null ? formatMoney(r.rate_cents) : ''}</td>
      <td className={cell}>{formatMoney(r.current_cents)}</td>
      <td className={cell}>{formatMoney(r.ytd_cents)}</td>
    </tr>
  ));
}

function Total({ label, total }: { label: string; total: StubTotal }) {
  return (
    <tr className="font-semibold">
      <th scope="row" colSpan={3} className="py-1 pr-3 text-left">
        {label}
      </th>
      <td className={cell}>{formatMoney(total.current_cents)}</td>
      <td className={cell}>{formatMoney(total.ytd_cents)}</td>
    </tr>
  );
}

function Heading({ title, rows }: { title: string; rows: StubRow[] }) {
  return rows.length === 0 ? null : (
    <>
      <tr>
        <th scope="rowgroup" colSpan={5} className="pt-3 text-left">
          {title}
        </th>
      </tr>
      <Rows rows={rows} />
    </>
  );
}

/**
 * The pay stub as the PDF prints it: employer, period and pay date, deposit account, then earnings
 * (hours and rate), taxes, deductions and the employer's taxes, this paycheck and year to date.
 */
export function PayStubView({ p }: { p: PaycheckDetail }) {
  const s = p.stub;
  return (
    <DetailSection id="stub" title="Pay stub">
      <p className="text-sm">
        <strong>{p.employer_name}</strong>
        {(p.employer_address ?? '').split('\n').map((l) => (
          <span key={l} className="block">
            {l}
          </span>
        ))}
      </p>
      <p className="mt-2 text-sm">
        Pay period {p.period_start} to {p.period_end} · Pay date {p.pay_date} · Deposited to account
        ending {p.deposit_last4 ?? '(none on file)'}
      </p>
      <CardTable className="mt-2 w-full text-left text-sm" aria-label="Pay stub">
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col" className="pr-3 text-right">
              Hours
            </th>
            <th scope="col" className="pr-3 text-right">
              Rate
            </th>
            <th scope="col" className="pr-3 text-right">
              Current
            </th>
            <th scope="col" className="pr-3 text-right">
              Year to date
            </th>
          </tr>
        </thead>
        <tbody>
          <Heading title="Earnings" rows={s.earnings} />
          <Heading title="Taxes withheld" rows={s.employee_taxes} />
          <Heading title="Pre-tax deductions" rows={s.pre_tax_deductions} />
          <Heading title="Post-tax deductions" rows={s.post_tax_deductions} />
          <Total label="Gross pay" total={s.totals.gross} />
          <Total label="Taxes withheld" total={s.totals.employee_taxes} />
          <Total label="Deductions" total={s.totals.deductions} />
          <Total label="Net pay" total={s.totals.net} />
          <Heading title="Employer taxes (not taken from pay)" rows={s.employer_taxes} />
          {s.employer_taxes.length > 0 && (
            <Total label="Employer taxes" total={s.totals.employer_taxes} />
          )}
        </tbody>
      </CardTable>
    </DetailSection>
  );
}
