import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { paymentLedgerScreen } from '../../../../machines/payment/payment-ledger.screen';
import { formatDate, formatMoney, orMissing } from '../../../domain/format/format';
import { allocatePayment, loadLedger } from '../../actors/payments';
import { LoadError } from '../../components/kit/load-error';
import { DetailSection } from '../../components/kit/resource-detail-view';
import { StatusBadge } from '../../components/kit/status-badge';
import { allocationLabel } from '../../../domain/payments/allocation-status';

const logic = paymentLedgerScreen.provide({ actors: { loadLedger, allocate: allocatePayment } });
const table = 'w-full text-left text-sm';
const th = 'py-1 pr-3 font-medium text-slate-600 dark:text-slate-400';

/** Where a payment's money went and how it moved; admins allocate it across open invoices here. */
export function LedgerPanel({ id }: { id: string }) {
  // The first attempt's key, drawn once per mount; the chart draws the next ones.
  const [key] = useState(() => crypto.randomUUID());
  const ref = useActorRef(logic, { input: { id, key } });
  const s = useSelector(ref, (x) => x);
  const { ledger, failure, done, amounts } = s.context;
  const busy = s.hasTag('busy');
  return (
    <>
      <DetailSection id="allocations" title="Allocations">
        {s.matches('failed') && (
          <LoadError message={s.context.error} onRetry={() => ref.send({ type: 'ledger.retry' })} />
        )}
        {ledger && (
          <div className="space-y-3" aria-busy={busy}>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <StatusBadge
                status={ledger.payment.allocation_status}
                label={allocationLabel(ledger.payment)}
              />
              <span>
                {formatMoney(ledger.payment.allocated_cents)} of{' '}
                {formatMoney(ledger.payment.amount_cents)} allocated,{' '}
                {formatMoney(ledger.payment.unallocated_cents)} left
              </span>
            </p>
            {ledger.allocations.length > 0 ? (
              <table className={table} aria-label="Allocations">
                <thead>
                  <tr>
                    <th className={th}>Invoice</th>
                    <th className={th}>Amount</th>
                    <th className={th}>Result</th>
                    <th className={th}>When</th>
                  </tr>
                </thead>
                <tbody>
                  {ledger.allocations.map((a) => (
                    <tr key={a.id}>
                      <td className="py-1 pr-3">{a.invoice_number}</td>
                      <td className="py-1 pr-3">{formatMoney(a.amount_cents)}</td>
                      <td className="py-1 pr-3">{a.sub_status.replace('_', ' ')}</td>
                      <td className="py-1 pr-3">{formatDate(a.created_at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Not allocated to any invoice yet.
              </p>
            )}
            {done && (
              <p role="status" className="text-sm text-emerald-700 dark:text-emerald-300">
                {done}
              </p>
            )}
            {failure && (
              <div
                role="alert"
                className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
              >
                <p className="font-medium">{failure.message}</p>
                <ul className="list-disc pl-5">
                  {failure.reasons.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              </div>
            )}
            {ledger.open_invoices.length > 0 && (
              <form
                aria-label="Allocate to invoices"
                className="space-y-2"
                onSubmit={(e) => {
                  e.preventDefault();
                  ref.send({ type: 'ledger.allocate' });
                }}
              >
                <h3 className="text-sm font-semibold">Allocate to open invoices</h3>
                <table className={table}>
                  <thead>
                    <tr>
                      <th className={th}>Invoice</th>
                      <th className={th}>Client</th>
                      <th className={th}>Due</th>
                      <th className={th}>Owes</th>
                      <th className={th}>Allocate</th>
                    </tr>
                  </thead>
                  <tbody>
                    {ledger.open_invoices.map((i) => (
                      <tr key={i.id}>
                        <td className="py-1 pr-3">{i.number}</td>
                        <td className="py-1 pr-3">{i.client_name}</td>
                        <td className="py-1 pr-3">{orMissing(i.due_date)}</td>
                        <td className="py-1 pr-3">{formatMoney(i.remaining_cents)}</td>
                        <td className="py-1 pr-3">
                          <input
                            aria-label={`Amount for ${i.number}`}
                            inputMode="decimal"
                            className="w-28 rounded-md border border-slate-300 px-2 py-1 dark:border-slate-700 dark:bg-slate-900"
                            value={amounts[i.id] ?? ''}
                            onChange={(e) =>
                              ref.send({
                                type: 'ledger.amount',
                                invoiceId: i.id,
                                value: e.target.value,
                              })
                            }
                          />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <button
                  type="submit"
                  disabled={busy || !s.can({ type: 'ledger.allocate' })}
                  className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white disabled:opacity-50"
                >
                  Allocate
                </button>
              </form>
            )}
          </div>
        )}
      </DetailSection>
      {ledger && ledger.transfers.length > 0 && (
        <DetailSection id="transfers" title="Transfers">
          <table className={table} aria-label="Transfers">
            <thead>
              <tr>
                <th className={th}>Started</th>
                <th className={th}>Amount</th>
                <th className={th}>Status</th>
                <th className={th}>Bank says</th>
              </tr>
            </thead>
            <tbody>
              {ledger.transfers.map((t) => (
                <tr key={t.id}>
                  <td className="py-1 pr-3">{formatDate(t.created_at)}</td>
                  <td className="py-1 pr-3">{formatMoney(t.amount_cents)}</td>
                  <td className="py-1 pr-3">
                    <StatusBadge status={t.status} />
                  </td>
                  <td className="py-1 pr-3">
                    {t.failure_reason ??
                      (t.settled_at ? `Paid ${formatDate(t.settled_at)}` : 'Processing')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </DetailSection>
      )}
    </>
  );
}
