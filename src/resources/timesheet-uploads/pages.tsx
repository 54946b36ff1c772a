import { Link } from '@tanstack/react-router';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { CsvFile } from '../../../machines/kit/csv-file';
import { withApiErrors } from '../../app/actors/api-error';
import { CsvFileForm } from '../../app/components/kit/csv-file-form';
import { LoadError } from '../../app/components/kit/load-error';
import { http } from '../../app/lib/http';
import { timesheetUploadScreen } from './chart';
import { UPLOAD_LIMITS_TEXT, UploadReport } from './contract';
import { UploadProgress, UploadReportView } from './upload-report';

const loadUpload = fromPromise<UploadReport | null, { id: string | null }>(({ input, signal }) =>
  withApiErrors(async () =>
    input.id
      ? UploadReport.parse(await http.get(`timesheet_uploads/${input.id}`, { signal }).json())
      : null,
  ),
);

/** The progress of an import job: the upload as it stands. */
const pollUpload = fromPromise<UploadReport, { id: string | null }>(({ input, signal }) =>
  withApiErrors(async () =>
    UploadReport.parse(await http.get(`timesheet_uploads/${input.id}`, { signal }).json()),
  ),
);

const sendUpload = fromPromise<UploadReport, { file: CsvFile }>(({ input, signal }) =>
  withApiErrors(async () => {
    const content = await input.file.text();
    return UploadReport.parse(
      await http
        .post('timesheet_uploads', { json: { filename: input.file.name, content }, signal })
        .json(),
    );
  }),
);

const UploadContext = createActorContext(
  timesheetUploadScreen.provide({ actors: { loadUpload, pollUpload, sendUpload } }),
);

const CSV_COLUMNS = 'assignment_id,date,time_start,time_end,break_time_minutes,project_code,task';

function Chooser() {
  const s = UploadContext.useSelector((snap) => ({
    busy: snap.hasTag('busy'),
    canSend: snap.can({ type: 'upload.send' }),
  }));
  const ref = UploadContext.useActorRef();
  return (
    <CsvFileForm
      busy={s.busy}
      canSend={s.canSend}
      onChoose={(file) => ref.send({ type: 'upload.choose', file })}
      onSend={() => ref.send({ type: 'upload.send' })}
    >
      <p>
        Columns: <code>{CSV_COLUMNS}</code>. Dates YYYY-MM-DD, times 24-hour HH:MM. A file with any
        error imports nothing; {UPLOAD_LIMITS_TEXT}.
      </p>
    </CsvFileForm>
  );
}

function Uploads() {
  const s = UploadContext.useSelector((snap) => ({
    // The top-level state: `importing` has substates (waiting, checking) the view need not know.
    state: typeof snap.value === 'string' ? snap.value : Object.keys(snap.value)[0],
    report: snap.context.report,
    error: snap.context.error,
    id: snap.context.id,
  }));
  const ref = UploadContext.useActorRef();
  return (
    <section
      data-state={s.state}
      aria-labelledby="page-title"
      aria-busy={s.state === 'loading' || s.state === 'uploading' || s.state === 'importing'}
      className="max-w-4xl"
    >
      <h1 id="page-title" className="text-xl font-semibold">
        Timesheet Uploads
      </h1>
      {s.error && (
        <LoadError
          message={s.error}
          onRetry={s.state === 'failed' ? () => ref.send({ type: 'upload.retry' }) : undefined}
        />
      )}
      {(s.state === 'choosing' || s.state === 'uploading') && <Chooser />}
      {s.report && s.state === 'importing' && <UploadProgress report={s.report} />}
      {s.report && s.state !== 'importing' && <UploadReportView report={s.report} />}
      {(s.state === 'reported' || s.state === 'failed') && (
        <div className="mt-4 flex gap-4 text-sm">
          <button
            type="button"
            className="rounded-md px-3 py-1.5 ring-1 ring-slate-300 dark:ring-slate-700"
            onClick={() => ref.send({ type: 'upload.another' })}
          >
            Upload another file
          </button>
          {s.report && s.id && (
            <Link
              to="/timesheet_uploads/{-$id}"
              params={{ id: s.id }}
              className="self-center text-brand underline"
            >
              Link to this report
            </Link>
          )}
        </div>
      )}
    </section>
  );
}

/** /timesheet_uploads/{id?}: CSV import of draft time with a per-row report. */
export function TimesheetUploadsView({ id }: { id: string | null }) {
  return (
    <UploadContext.Provider options={{ input: { id } }}>
      <Uploads />
    </UploadContext.Provider>
  );
}
