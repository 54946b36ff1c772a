import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { statementUploadScreen } from './statement-upload.screen';
import {
  STATEMENT_COLUMNS,
  STATEMENT_EXAMPLE,
  STATEMENT_LIMITS_TEXT,
  StatementReport,
} from './contract';
import { formatMoney } from '../../domain/format/format';
import { CsvFileForm } from '../../app/components/kit/csv-file-form';
import { DataTable } from '../../app/components/kit/data-table';
import { LoadError } from '../../app/components/kit/load-error';
import { UploadRowsTable } from '../../app/components/kit/upload-rows-table';
import { paymentColumns } from './pages';
import { fromPromise } from 'xstate';
import type { CsvFile } from '../../../machines/kit/csv-file';
import { withApiErrors } from '../../app/actors/api-error';
import { http } from '../../app/lib/http';

/**
 * A bank statement CSV read as text and sent once per key: a replay answers the first import. A
 * refused body (empty, too large) says why by its `content` field, which is what the page shows.
 */
const sendStatement = fromPromise<StatementReport, { file: CsvFile; key: string }>(
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

const logic = statementUploadScreen.provide({ actors: { sendStatement } });
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
// The created payments are shown in file order: no sorting, so no column offers it.
const createdColumns = paymentColumns.map((c) => ({ ...c, sortKey: undefined }));
const noLinks = { withFilter: () => '/payments' };

function Refused({ report }: { report: StatementReport }) {
  const bad = report.rows.filter((r) => !r.ok).length;
  return (
    <div className="mt-4">
      <p
        role="status"
        className="rounded-md bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
      >
        {`This file has errors in ${plural(bad, 'row', 'rows')}, so no payment was created. Fix the rows below and upload the file again.`}
      </p>
      <UploadRowsTable
        rows={report.rows}
        only="errors"
        caption="Refused rows, numbered as in the file (row 1 is the header)."
      />
    </div>
  );
}

function Imported({ report, onAnother }: { report: StatementReport; onAnother: () => void }) {
  return (
    <div className="mt-4">
      <p
        role="status"
        className="rounded-md bg-green-50 p-3 text-sm text-green-900 dark:bg-green-950 dark:text-green-100"
      >
        {`Created ${plural(report.created, 'payment', 'payments')} totalling ${formatMoney(report.total_cents)}. `}
        {report.payments.every((p) => p.status === 'settled')
          ? 'Open each one to allocate it to invoices.'
          : 'An admin marks each one received; then it can be allocated to invoices.'}
      </p>
      <DataTable
        rows={report.payments}
        columns={createdColumns}
        caption="Payments created from this file"
        sort=""
        onSort={() => undefined}
        links={noLinks}
      />
      <div className="mt-4 flex gap-4 text-sm">
        <button
          type="button"
          className="rounded-md px-3 py-1.5 ring-1 ring-slate-300 dark:ring-slate-700"
          onClick={onAnother}
        >
          Import another file
        </button>
        <Link to="/payments" className="self-center text-brand underline">
          All payments
        </Link>
      </div>
    </div>
  );
}

/**
 * /payments/import: a bank statement CSV becomes one payment per line, all or none. A refused file
 * lists its bad rows and stays chosen; an imported one lists the payments it created.
 */
export function StatementUploadView() {
  const ref = useActorRef(logic);
  const s = useSelector(ref, (x) => x);
  const { report, error } = s.context;
  return (
    <section
      aria-labelledby="page-title"
      aria-busy={s.hasTag('busy')}
      data-state={String(s.value)}
      className="max-w-5xl"
    >
      <Link to="/payments" className="text-sm text-brand underline">
        ← Payments
      </Link>
      <h1 id="page-title" className="mt-2 text-xl font-semibold">
        Import bank statement
      </h1>
      {error && <LoadError message={error} />}
      {!s.matches('imported') && (
        <CsvFileForm
          busy={s.hasTag('busy')}
          canSend={s.can({ type: 'statement.send' })}
          onChoose={(file) => ref.send({ type: 'statement.choose', file })}
          onSend={() => ref.send({ type: 'statement.send' })}
        >
          <p>
            A header line <code>{STATEMENT_COLUMNS.join(',')}</code>, then one line per payment
            received, for example <code>{STATEMENT_EXAMPLE}</code>. The date is YYYY-MM-DD, the
            amount positive (quote it if it has a comma), the payer a client&apos;s name as you see
            it. A file with any bad row creates no payment; {STATEMENT_LIMITS_TEXT}.
          </p>
        </CsvFileForm>
      )}
      {report &&
        (s.matches('imported') ? (
          <Imported report={report} onAnother={() => ref.send({ type: 'statement.another' })} />
        ) : (
          report.upload_id === null && <Refused report={report} />
        ))}
    </section>
  );
}
