import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { takesBackAllocation } from './chart';
import { paymentLedgerScreen } from './ledger.screen';
import {
  type PaymentAllocation,
  Payment,
  PaymentLedger,
  type AllocateRequest,
  removeAllocationMeta,
} from './contract';
import { formatDate, formatMoney, orMissing } from '../../domain/format/format';
import { ActionDialog } from '../../app/components/kit/action-dialog';
import { LoadError } from '../../app/components/kit/load-error';
import { DetailSection } from '../../app/components/kit/resource-detail-view';
import { StatusBadge } from '../../app/components/kit/status-badge';
import { allocationLabel } from './allocation-status';
import { useSession } from '../../app/features/session/provider';
import { CardTable } from '../../app/components/kit/card-table';
import { HTTPError } from 'ky';
import { fromPromise } from 'xstate';
import { withApiErrors } from '../../app/actors/api-error';
import { ActionRefusedError } from '../../app/actors/workflow-action';
import { http } from '../../app/lib/http';
import { extractErrorMessage } from '../../domain/errors/extract-message';

const loadLedger = fromPromise<PaymentLedger, { id: string }>(({ input, signal }) =>
  withApiErrors(async () =>
    PaymentLedger.parse(await http.get(`payments/${input.id}/ledger`, { signal }).json()),
  ),
);

/** A 403/409 answer carries reasons; the chart shows them by the form. */
async function refusedOr<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (!(error instanceof HTTPError)) throw error;
    const body: unknown = await error.response.json().catch(() => null);
    const reasons =
      body && typeof body === 'object' && 'reasons' in body && Array.isArray(body.reasons)
        ? (body.reasons as string[])
        : [];
    throw new ActionRefusedError(extractErrorMessage(body), reasons);
  }
}

const allocatePayment = fromPromise<
  Payment,
  { id: string; key: string; allocations: AllocateRequest['allocations'] }
>(({ input, signal }) =>
  refusedOr(async () =>
    Payment.parse(
      await http
        .post(`payments/${input.id}/allocations`, {
          json: { allocations: input.allocations },
          headers: { 'Idempotency-Key': input.key },
          signal,
        })
        .json(),
    ),
  ),
);

const unallocatePayment = fromPromise<
  Payment,
  { id: string; key: string; allocationId: string; reason: string }
>(({ input, signal }) =>
  refusedOr(async () =>
    Payment.parse(
      await http
        .post(`payments/${input.id}/allocations/${input.allocationId}/reverse`, {
          json: { reason: input.reason },
          headers: { 'Idempotency-Key': input.key },
          signal,
        })
        .json(),
    ),
  ),
);

const logic = paymentLedgerScreen.provide({
  actors: { loadLedger, allocate: allocatePayment, unallocate: unallocatePayment },
});
const table = 'w-full text-left text-sm';
const th = 'py-1 pr-3 font-medium text-slate-600 dark:text-slate-400';

/** Where a payment's money went and how it moved; admins allocate it across open invoices, or take an allocation back, here. */
export function LedgerPanel({ id, onChanged }: { id: string; onChanged: () => void }) {
  const { user } = useSession();
  // The first attempt's key, drawn once per mount; the chart draws the next ones.
  const [key] = useState(() => crypto.randomUUID());
  const ref = useActorRef(logic, { input: { id, key } });
  useEffect(() => {
    const sub = ref.on('ledger.changed', onChanged);
    return () => sub.unsubscribe();
  }, [ref, onChanged]);
  const s = useSelector(ref, (x) => x);
  const { ledger, failure, done, amounts } = s.context;
  const busy = s.hasTag('busy');
  // The payment chart offers the button (who may, and whether this line can be taken back now).
  const mayRemove = (a: PaymentAllocation) =>
    Boolean(user && ledger && takesBackAllocation(ledger.payment, a, user));
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
              <CardTable className={table} aria-label="Allocations">
                <thead>
                  <tr>
                    <th className={th}>Invoice</th>
                    <th className={th}>Amount</th>
                    <th className={th}>Result</th>
                    <th className={th}>When</th>
                    <th className={th}>
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {ledger.allocations.map((a) => (
                    <tr key={a.id}>
                      <td className="py-1 pr-3">
                        <Link
                          to="/invoices/$id"
                          params={{ id: a.invoice_id }}
                          className="whitespace-nowrap font-medium text-brand underline"
                        >
                          {a.invoice_number}
                        </Link>
                      </td>
                      <td className={`py-1 pr-3 ${a.reversal ? 'line-through' : ''}`}>
                        {formatMoney(a.amount_cents)}
                      </td>
                      <td className="py-1 pr-3">
                        {a.reversal ? (
                          <span className="flex flex-col items-start gap-0.5">
                            <StatusBadge status="reversed" label="Reversed" />
                            <span className="text-xs text-slate-600 dark:text-slate-400">
                              {formatDate(a.reversal.at)}
                              {a.reversal.by ? ` by ${a.reversal.by}` : ''}: {a.reversal.reason}
                            </span>
                          </span>
                        ) : (
                          a.sub_status.replace('_', ' ')
                        )}
                      </td>
                      <td className="py-1 pr-3">{formatDate(a.created_at)}</td>
                      <td className="py-1 pr-3">
                        {mayRemove(a) && (
                          <button
                            type="button"
                            disabled={busy}
                            aria-label={`Remove allocation of ${formatMoney(a.amount_cents)} to ${a.invoice_number}`}
                            onClick={() => ref.send({ type: 'ledger.remove', allocationId: a.id })}
                            className="whitespace-nowrap rounded-md px-2 py-1 text-xs font-medium text-red-700 ring-1 ring-red-300 disabled:opacity-50 dark:text-red-300 dark:ring-red-800"
                          >
                            {removeAllocationMeta.label}
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </CardTable>
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
              <LoadError message={failure.message} reasons={failure.reasons} className="" />
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
                <CardTable className={table}>
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
                </CardTable>
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
      <ActionDialog
        meta={removeAllocationMeta}
        open={s.matches('confirmingRemoval')}
        noun={`allocation of ${s.context.removing?.label ?? ''}`}
        text={s.context.reason}
        canConfirm={s.can({ type: 'ledger.confirmRemove' })}
        onText={(value) => ref.send({ type: 'ledger.reason', value })}
        onConfirm={() => ref.send({ type: 'ledger.confirmRemove' })}
        onCancel={() => ref.send({ type: 'ledger.cancelRemove' })}
      />
      {ledger && ledger.transfers.length > 0 && (
        <DetailSection id="transfers" title="Transfers">
          <CardTable className={table} aria-label="Transfers">
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
          </CardTable>
        </DetailSection>
      )}
    </>
  );
}
