import type { UploadReport } from '../../../domain/contracts/timesheets';

const count = (n: number) => n.toLocaleString('en-US');

/** An accepted file while the server writes it: rows written of the total, as a progress bar. */
export function UploadProgress({ report }: { report: UploadReport }) {
  const label = `Importing… ${count(report.processed)} of ${count(report.total)} rows`;
  return (
    <div className="mt-4 rounded-md bg-white p-3 text-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <p id="upload-progress-label" role="status">
        {label}
      </p>
      <progress
        aria-labelledby="upload-progress-label"
        className="mt-2 h-2 w-full accent-brand"
        value={report.processed}
        max={Math.max(report.total, 1)}
      />
    </div>
  );
}
