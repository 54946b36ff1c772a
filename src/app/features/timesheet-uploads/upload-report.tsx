import type { UploadReport } from '../../../domain/contracts/timesheets';
import { formatDate } from '../../../domain/format/format';

/** The per-row outcome; a rejected or failed file says plainly that nothing was imported. */
export function UploadReportView({ report }: { report: UploadReport }) {
  const bad = report.rows.filter((r) => !r.ok).length;
  return (
    <div className="mt-4">
      <p role="status" className={`rounded-md p-3 text-sm ${report.status === 'imported' ? 'bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100' : 'bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100'}`}>
        {report.status === 'imported'
          ? `Imported ${report.imported} ${report.imported === 1 ? 'timesheet' : 'timesheets'} as drafts.`
          : report.status === 'failed'
            ? 'The import failed, so nothing was imported. Upload the file again.'
            : `This file has errors in ${bad} ${bad === 1 ? 'row' : 'rows'}, so nothing was imported. Fix the rows below and upload the file again.`}
      </p>
      <table className="mt-4 w-full rounded-lg bg-white text-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
        <caption className="p-2 text-left text-xs text-slate-600 dark:text-slate-400">Uploaded {formatDate(report.created_at)}; rows are numbered as in the file (row 1 is the header).</caption>
        <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          <tr>
            <th scope="col" className="p-2">Row</th>
            <th scope="col" className="p-2">Result</th>
            <th scope="col" className="p-2">Errors</th>
          </tr>
        </thead>
        <tbody>
          {report.rows.map((r) => (
            <tr key={r.row} className="border-t border-slate-200 dark:border-slate-800">
              <th scope="row" className="p-2 text-left font-medium">
                {r.row}
              </th>
              <td className={`p-2 ${r.ok ? 'text-green-800 dark:text-green-300' : 'text-red-800 dark:text-red-300'}`}>{r.ok ? 'OK' : 'Error'}</td>
              <td className="p-2">{r.errors.join('; ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
