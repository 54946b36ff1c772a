import { fromPromise } from 'xstate';
import type { DetailLoad } from '../../../machines/kit/resource-detail.screen';
import { InvoiceDetailResponse, InvoiceHistory } from '../../domain/contracts/invoices';
import { http } from '../lib/http';
import { saveBlob } from '../lib/save-blob';
import { withApiErrors } from './api-error';
import { performWorkflowAction } from './workflow-action';

/** One invoice with its lines, and its history; its `actions` ride along unread (the page asks the chart). */
export const loadInvoiceDetail = fromPromise<DetailLoad, { id: string }>(({ input, signal }) =>
  withApiErrors(async () => {
    const [detail, history] = await Promise.all([
      http.get(`invoices/${input.id}`, { signal }).json().then((b) => InvoiceDetailResponse.parse(b)),
      http.get(`invoices/${input.id}/history`, { signal }).json().then((b) => InvoiceHistory.parse(b).data),
    ]);
    return { item: detail, history };
  }),
);

export const performInvoiceAction = performWorkflowAction('invoices');

/** The invoice's own step: download its PDF (as sent, or a draft rendering). */
export const runInvoiceStep = fromPromise<string, { id: string; step: string }>(({ input, signal }) =>
  withApiErrors(async () => {
    const res = await http.get(`invoices/${input.id}/pdf`, { signal });
    const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'invoice.pdf';
    saveBlob(await res.blob(), name);
    return `Downloaded ${name}.`;
  }),
);
