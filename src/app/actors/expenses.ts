import { fromPromise } from 'xstate';
import type { ListedFile } from '../../../machines/kit/file-upload.screen';
import type { DetailLoad } from '../../../machines/kit/resource-detail.screen';
import { ExpenseDetail, ExpenseHistory, ExpenseReceipts } from '../../domain/contracts/expenses';
import { http } from '../lib/http';
import { withApiErrors } from './api-error';
import { performWorkflowAction } from './workflow-action';

/** One expense with its actions (which ride along unread: the page asks the shared definition) and its history. */
export const loadExpenseDetail = fromPromise<DetailLoad, { id: string }>(({ input, signal }) =>
  withApiErrors(async () => {
    const [detail, history] = await Promise.all([
      http
        .get(`expenses/${input.id}`, { signal })
        .json()
        .then((b) => ExpenseDetail.parse(b)),
      http
        .get(`expenses/${input.id}/history`, { signal })
        .json()
        .then((b) => ExpenseHistory.parse(b).data),
    ]);
    return { item: detail, history };
  }),
);

export const performExpenseAction = performWorkflowAction('expenses');

export const loadReceipts = fromPromise<ListedFile[], { owner: string }>(({ input, signal }) =>
  withApiErrors(
    async () =>
      ExpenseReceipts.parse(await http.get(`expenses/${input.owner}/receipts`, { signal }).json())
        .data,
  ),
);

/** The file itself is the body, under its own type; the server sniffs the bytes and refuses a disguised one. */
export const uploadReceipt = fromPromise<ListedFile[], { owner: string; file: File }>(
  ({ input, signal }) =>
    withApiErrors(
      async () =>
        ExpenseReceipts.parse(
          await http
            .post(`expenses/${input.owner}/receipts`, {
              body: input.file,
              headers: { 'content-type': input.file.type || 'application/octet-stream' },
              searchParams: { name: input.file.name },
              signal,
            })
            .json(),
        ).data,
    ),
);
