import type { Assignment } from '../../../domain/contracts/assignments';
import { formatDate, formatMoney, orMissing } from '../../../domain/format/format';
import { SpaLink } from '../../components/nav/spa-link';
import { AssignmentDetailContext } from './providers';

const rate = (cents: number) => `${formatMoney(cents)}/h`;

function Rates({ a }: { a: Assignment }) {
  const rows: [string, number, number | null][] = [
    ['Regular', a.pay_rate_cents, a.bill_rate_cents],
    ['Overtime', a.overtime_pay_rate_cents, a.overtime_bill_rate_cents],
    ['Double overtime', a.double_overtime_pay_rate_cents, a.double_overtime_bill_rate_cents],
    ['Holiday', a.holiday_pay_rate_cents, a.holiday_bill_rate_cents],
  ];
  const showBill = rows.some(([, , bill]) => bill !== null);
  return (
    <table className="mt-4 w-full max-w-xl rounded-lg bg-white text-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <caption className="p-2 text-left font-semibold">Rates</caption>
      <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600 dark:bg-slate-800 dark:text-slate-300">
        <tr>
          <th scope="col" className="p-2">Rate</th>
          <th scope="col" className="p-2 text-right">Pay</th>
          {showBill && <th scope="col" className="p-2 text-right">Bill</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, pay, bill]) => (
          <tr key={label} className="border-t border-slate-200 dark:border-slate-800">
            <th scope="row" className="p-2 text-left font-medium">
              {label}
            </th>
            <td className="p-2 text-right tabular-nums">{rate(pay)}</td>
            {showBill && <td className="p-2 text-right tabular-nums">{bill === null ? '--' : rate(bill)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Detail() {
  const s = AssignmentDetailContext.useSelector((snap) => ({ state: String(snap.value), a: snap.context.assignment, error: snap.context.error }));
  const ref = AssignmentDetailContext.useActorRef();
  const a = s.a;
  return (
    <section data-state={s.state} aria-labelledby="page-title" aria-busy={s.state === 'loading'}>
      <p className="text-sm">
        <SpaLink href="/assignments" className="text-brand underline-offset-2 hover:underline">
          ← Assignments
        </SpaLink>
      </p>
      <h1 id="page-title" className="mt-1 text-xl font-semibold">
        {a ? `${a.job_title} · ${a.client_name}` : 'Assignment'}
      </h1>
      {s.state === 'failed' && (
        <div role="alert" className="mt-4 flex items-center gap-3 rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {s.error}
          <button type="button" className="underline" onClick={() => ref.send({ type: 'assignment.retry' })}>
            Try again
          </button>
        </div>
      )}
      {a && (
        <>
          <dl className="mt-4 grid max-w-xl grid-cols-[12rem_1fr] gap-x-4 gap-y-2 rounded-lg bg-white p-4 text-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
            {(
              [
                ['Contractor', a.contractor_name],
                ['Client', a.client_name],
                ['Job title', a.job_title],
                ['Classification', a.job_classification],
                ['Start date', formatDate(a.start_date)],
                ['End date', formatDate(a.end_date)],
                ['Processing status', a.processing_status_message ? `${a.processing_status}: ${a.processing_status_message}` : a.processing_status],
                ['Has worked', a.has_worked ? 'Yes' : 'No'],
                ['Work location', orMissing(a.work_location)],
                ['State', orMissing(a.state)],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
          <Rates a={a} />
        </>
      )}
    </section>
  );
}

/** /assignments/{id}: fields and rates; bill rates appear only for users allowed to see billing. */
export function AssignmentDetailView({ id }: { id: string }) {
  return (
    <AssignmentDetailContext.Provider options={{ input: { id } }}>
      <Detail />
    </AssignmentDetailContext.Provider>
  );
}
