import { HTTPError } from 'ky';
import { fromPromise } from 'xstate';
import type { CsvFile } from '../../../machines/kit/csv-file';
import type { DetailLoad } from '../../../machines/kit/resource-detail.screen';
import { HistoryEntry } from '../../domain/contracts/workflow';
import {
  Payment,
  PaymentLedger,
  PayOptions,
  PayReceipt,
  StatementReport,
  type AllocateRequest,
} from '../../domain/contracts/payments';
import { extractErrorMessage } from '../../domain/errors/extract-message';
import { http } from '../lib/http';
import { withApiErrors } from './api-error';
import { ActionRefusedError, performWorkflowAction } from './workflow-action';
import { z } from 'zod';

const PaymentDetail = z.object({ payment: Payment });
const History = z.object({ data: z.array(HistoryEntry) });

/** One payment and its history; its `actions` ride along unread (the page asks the shared definition). */
export const loadPaymentDetail = fromPromise<DetailLoad, { id: string }>(({ input, signal }) =>
  withApiErrors(async () => {
    const [detail, history] = await Promise.all([
      http
        .get(`payments/${input.id}`, { signal })
        .json()
        .then((b) => PaymentDetail.parse(b)),
      http
        .get(`payments/${input.id}/history`, { signal })
        .json()
        .then((b) => History.parse(b).data),
    ]);
    return { item: detail, history };
  }),
);

export const performPaymentAction = performWorkflowAction('payments');

export const loadLedger = fromPromise<PaymentLedger, { id: string }>(({ input, signal }) =>
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

export const allocatePayment = fromPromise<
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

export const unallocatePayment = fromPromise<
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

export const loadPayOptions = fromPromise<PayOptions, void>(({ signal }) =>
  withApiErrors(async () => PayOptions.parse(await http.get('pay/options', { signal }).json())),
);

export const payInvoice = fromPromise<
  PayReceipt,
  { invoiceId: string; methodId: string; key: string }
>(({ input, signal }) =>
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
export const receiptLoader = fromPromise<DetailLoad, { id: string }>(({ input, signal }) =>
  withApiErrors(async () => ({
    item: PayReceipt.parse(await http.get(`pay/receipts/${input.id}`, { signal }).json()),
    history: null,
  })),
);

/**
 * A bank statement CSV read as text and sent once per key: a replay answers the first import. A
 * refused body (empty, too large) says why by its `content` field, which is what the page shows.
 */
export const sendStatement = fromPromise<StatementReport, { file: CsvFile; key: string }>(
  ({ input, signal }) =>
    withApiErrors(async () =>
      StatementReport.parse(
        await http
          .post('payment_uploads', {
            json: { filename: input.file.name, content: await input.file.text() },
            headers: { 'Idempotency-Key': input.key },
            signal,
          })
          .json(),
      ),
    ).catch((error: unknown) => {
      const content = (error as { fields?: Record<string, string> }).fields?.content;
      throw content ? new Error(content, { cause: error }) : error;
    }),
);
