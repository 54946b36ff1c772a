import { fromPromise } from 'xstate';
import { fileUploadScreen, type ListedFile } from '../../../machines/kit/file-upload.screen';
import { withApiErrors } from '../../app/actors/api-error';
import { FileListUpload } from '../../app/components/kit/file-list-upload';
import { http } from '../../app/lib/http';
import { ExpenseReceipts } from './contract';

const loadReceipts = fromPromise<ListedFile[], { owner: string }>(({ input, signal }) =>
  withApiErrors(
    async () =>
      ExpenseReceipts.parse(await http.get(`expenses/${input.owner}/receipts`, { signal }).json())
        .data,
  ),
);

/** The file itself is the body, under its own type; the server sniffs the bytes and refuses a disguised one. */
const uploadReceipt = fromPromise<ListedFile[], { owner: string; file: File }>(
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

const logic = fileUploadScreen.provide({
  actors: { loadFiles: loadReceipts, uploadFile: uploadReceipt },
});

const words = {
  list: 'Receipts',
  empty: 'No receipts yet.',
  drop: 'Drop a receipt here, or',
  add: 'Add receipt',
  hint: 'An image or a PDF, at most 10 MB.',
  accept: 'application/pdf,image/png,image/jpeg,image/webp,image/gif',
};

/**
 * An expense's receipts with their short-lived links, and, for who may add one now, a drop zone and
 * a file input (image or PDF, at most 10 MB; the server sniffs and refuses anything else).
 */
export function ReceiptsSection({
  expenseId,
  canUpload,
  onUploaded,
}: {
  expenseId: string;
  canUpload: boolean;
  onUploaded(): void;
}) {
  return (
    <FileListUpload
      logic={logic}
      owner={expenseId}
      canUpload={canUpload}
      words={words}
      onUploaded={onUploaded}
    />
  );
}
