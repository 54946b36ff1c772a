import { Link } from '@tanstack/react-router';
import { UPLOAD_LIMITS_TEXT } from '../../../domain/timesheets/upload-limits';
import { UploadContext } from './provider';
import { UploadProgress } from './upload-progress';
import { UploadReportView } from './upload-report';
import { LoadError } from '../../components/kit/load-error';

const CSV_COLUMNS = 'assignment_id,date,time_start,time_end,break_time_minutes,project_code,task';

function Chooser() {
  const s = UploadContext.useSelector((snap) => ({
    busy: snap.hasTag('busy'),
    canSend: snap.can({ type: 'upload.send' }),
  }));
  const ref = UploadContext.useActorRef();
  return (
    <form
      className="mt-4 flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
      onSubmit={(e) => {
        e.preventDefault();
        ref.send({ type: 'upload.send' });
      }}
    >
      <label className="flex flex-col gap-1 text-sm">
        CSV file
        <input
          type="file"
          accept=".csv,text/csv"
          className="text-sm"
          disabled={s.busy}
          onChange={(e) => ref.send({ type: 'upload.choose', file: e.target.files?.[0] ?? null })}
        />
      </label>
      <button
        type="submit"
        className="rounded-md bg-brand px-4 py-2 text-sm font-medium text-white disabled:opacity-50"
        disabled={!s.canSend}
      >
        {s.busy ? 'Uploading…' : 'Upload'}
      </button>
      <p className="w-full text-xs text-slate-600 dark:text-slate-400">
        Columns: <code>{CSV_COLUMNS}</code>. Dates YYYY-MM-DD, times 24-hour HH:MM. A file with any
        error imports nothing; {UPLOAD_LIMITS_TEXT}.
      </p>
    </form>
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
