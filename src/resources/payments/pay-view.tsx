import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import {
  resourceDetailScreen,
  type DetailLoad,
} from '../../../machines/kit/resource-detail.screen';
import { payScreen } from './pay.screen';
import { PayOptions, PayReceipt } from './contract';
import { formatDate, formatMoney, orMissing } from '../../domain/format/format';
import { FieldList } from '../../app/components/kit/field-list';
import { LoadError } from '../../app/components/kit/load-error';
import { DetailSection, ResourceDetailView } from '../../app/components/kit/resource-detail-view';
import { StatusBadge } from '../../app/components/kit/status-badge';
import { SpaLink } from '../../app/components/nav/spa-link';
import { fromPromise } from 'xstate';
import { withApiErrors } from '../../app/actors/api-error';
import { http } from '../../app/lib/http';

const loadPayOptions = fromPromise<PayOptions, void>(({ signal }) =>
  withApiErrors(async () => PayOptions.parse(await http.get('pay/options', { signal }).json())),
);

const payInvoice = fromPromise<PayReceipt, { invoiceId: string; methodId: string; key: string }>(
  ({ input, signal }) =>
    withApiErrors(async () =>
      PayReceipt.parse(
        await http
          .post('pay', {
            json: { invoice_id: input.invoiceId, bank_method_id: input.methodId },
            headers: { 'Idempotency-Key': input.key },
            signal,
          })
          .json(),
      ),
    ),
);

/** The receipt /pay/success shows, as the generic detail page loads a record. */
const receiptLoader = fromPromise<DetailLoad, { id: string }>(({ input, signal }) =>
  withApiErrors(async () => ({
    item: PayReceipt.parse(await http.get(`pay/receipts/${input.id}`, { signal }).json()),
    history: null,
  })),
);

const payLogic = payScreen.provide({ actors: { loadOptions: loadPayOptions, pay: payInvoice } });
const receiptLogic = resourceDetailScreen.provide({ actors: { loadDetail: receiptLoader } });
const field =
  'mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5 dark:border-slate-700 dark:bg-slate-900';

/** /pay/{id?}: pay an open invoice (the one in the address when given) through a payment method. */
export function PayView({ invoiceId }: { invoiceId: string | null }) {
  // One key per visit: a double submit or a resend after a lost answer charges once.
  const [key] = useState(() => crypto.randomUUID());
  const ref = useActorRef(payLogic, { input: { invoiceId, key } });
  const s = useSelector(ref, (x) => x);
  const navigate = useNavigate();
  const receipt = s.context.receipt;
  useEffect(() => {
    if (receipt) void navigate({ to: '/pay/success', search: { payment: receipt.payment.id } });
  }, [receipt, navigate]);
  const { options, invoiceId: chosenInvoice, methodId } = s.context;
  const invoice = options?.invoices.find((i) => i.id === chosenInvoice) ?? null;
  return (
    <section aria-labelledby="page-title" aria-busy={s.hasTag('busy')} className="space-y-4">
      <h1 id="page-title" className="text-xl font-semibold">
        Pay an invoice
      </h1>
      {s.matches('failed') && (
        <LoadError message={s.context.error} onRetry={() => ref.send({ type: 'pay.retry' })} />
      )}
      {s.matches('nothingToPay') && <p>You have no open invoices to pay.</p>}
      {s.matches('noMethod') && (
        <p>
          Add a payment method first:{' '}
          <SpaLink href="/payment_methods" className="text-brand underline">
            Payment Methods
          </SpaLink>
        </p>
      )}
      {options && (s.matches('choosing') || s.matches('paying')) && (
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            ref.send({ type: 'pay.submit' });
          }}
        >
          <label className="block text-sm font-medium">
            Invoice
            <select
              className={field}
              value={chosenInvoice ?? ''}
              onChange={(e) => ref.send({ type: 'pay.invoice', invoiceId: e.target.value })}
            >
              {options.invoices.map((i) => (
                <option key={i.id} value={i.id}>
                  {i.number} · {formatMoney(i.remaining_cents)} due {orMissing(i.due_date)}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-medium">
            Payment method
            <select
              className={field}
              value={methodId ?? ''}
              onChange={(e) => ref.send({ type: 'pay.method', methodId: e.target.value })}
            >
              {options.methods.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.label}
                  {m.is_default ? ' (default)' : ''}
                </option>
              ))}
            </select>
          </label>
          {s.context.error && <LoadError look="line" message={s.context.error} />}
          <button
            type="submit"
            disabled={s.hasTag('busy') || !s.can({ type: 'pay.submit' })}
            className="rounded-md bg-brand px-4 py-2 text-sm font-medium text-white disabled:opacity-50"
          >
            {invoice ? `Pay ${formatMoney(invoice.remaining_cents)}` : 'Pay'}
          </button>
        </form>
      )}
    </section>
  );
}

/** /pay/success: the receipt of the payment just made. */
export function PaySuccessView({ paymentId }: { paymentId: string }) {
  return (
    <ResourceDetailView<PayReceipt, never>
      key={paymentId}
      logic={receiptLogic}
      id={paymentId}
      workflow={null}
      title={(r) => (r ? 'Payment received' : 'Payment')}
      back={{ href: '/pay', label: '← Pay another invoice' }}
      noun="payment"
      sections={(r) => (
        <DetailSection id="receipt" title="Receipt">
          <FieldList
            layout="table"
            fields={[
              ['Payment', r.payment.number],
              ['Invoice', orMissing(r.invoice_number)],
              ['Amount', formatMoney(r.payment.amount_cents)],
              ['Status', <StatusBadge key="s" status={r.payment.status} />],
              ['Paid by', r.payment.payer_name],
              ['Date', formatDate(r.payment.created_at)],
            ]}
          />
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            {r.payment.status === 'settled'
              ? 'The bank has confirmed this payment.'
              : 'Your bank is processing this payment; the invoice is marked paid when it clears.'}
          </p>
        </DetailSection>
      )}
    />
  );
}
