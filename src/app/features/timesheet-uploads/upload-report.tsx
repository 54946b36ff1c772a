import type { UploadReport } from '../../../domain/contracts/timesheets';
import { formatDate } from '../../../domain/format/format';
import { UploadRowsTable } from '../../components/kit/upload-rows-table';

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
