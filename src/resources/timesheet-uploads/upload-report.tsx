import { UploadRowsTable } from '../../app/components/kit/upload-rows-table';
import { formatDate } from '../../domain/format/format';
import type { UploadReport } from './contract';

/** The per-row outcome; a rejected or failed file says plainly that nothing was imported. */
export function UploadReportView({ report }: { report: UploadReport }) {
  const bad = report.rows.filter((r) => !r.ok).length;
  return (
    <div className="mt-4">
      <p
        role="status"
        className={`rounded-md p-3 text-sm ${report.status === 'imported' ? 'bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100' : 'bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100'}`}
      >
        {report.status === 'imported'
          ? `Imported ${report.imported} ${report.imported === 1 ? 'timesheet' : 'timesheets'} as drafts.`
          : report.status === 'failed'
            ? 'The import failed, so nothing was imported. Upload the file again.'
            : `This file has errors in ${bad} ${bad === 1 ? 'row' : 'rows'}, so nothing was imported. Fix the rows below and upload the file again.`}
      </p>
      <UploadRowsTable
        rows={report.rows}
        caption={`Uploaded ${formatDate(report.created_at)}; rows are numbered as in the file (row 1 is the header).`}
      />
    </div>
  );
}

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
