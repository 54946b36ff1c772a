/** One row of a CSV import's report: its line in the file and what is wrong with it. */
export interface UploadRow {
  row: number;
  ok: boolean;
  errors: string[];
}

/**
 * The per-row outcome of a CSV import (timesheets, bank statements), rows numbered as in the file.
 * `only: 'errors'` lists the refused rows alone, for files where the good ones need no reading.
 */
export function UploadRowsTable({
  rows,
  caption,
  only,
}: {
  rows: UploadRow[];
  caption: string;
  only?: 'errors';
}) {
  const shown = only === 'errors' ? rows.filter((r) => !r.ok) : rows;
  return (
    <table className="mt-4 w-full rounded-lg bg-white text-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <caption className="p-2 text-left text-xs text-slate-600 dark:text-slate-400">
        {caption}
      </caption>
      <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600 dark:bg-slate-800 dark:text-slate-300">
        <tr>
          <th scope="col" className="p-2">
            Row
          </th>
          <th scope="col" className="p-2">
            Result
          </th>
          <th scope="col" className="p-2">
            Errors
          </th>
        </tr>
      </thead>
      <tbody>
        {shown.map((r) => (
          <tr key={r.row} className="border-t border-slate-200 dark:border-slate-800">
            <th scope="row" className="p-2 text-left font-medium">
              {r.row}
            </th>
            <td
              className={`p-2 ${r.ok ? 'text-green-800 dark:text-green-300' : 'text-red-800 dark:text-red-300'}`}
            >
              {r.ok ? 'OK' : 'Error'}
            </td>
            <td className="p-2">{r.errors.join('; ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
