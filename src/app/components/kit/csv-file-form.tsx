import type { ReactNode } from 'react';
import type { CsvFile } from '../../../../machines/kit/csv-file';

/**
 * Choose a CSV file and send it (timesheet and bank statement imports): the file input, the send
 * button and what the file must contain. The page's chart decides when sending is possible.
 */
export function CsvFileForm({
  busy,
  canSend,
  onChoose,
  onSend,
  submitLabel = 'Upload',
  children,
}: {
  busy: boolean;
  canSend: boolean;
  onChoose: (file: CsvFile | null) => void;
  onSend: () => void;
  submitLabel?: string;
  /** What the file must contain: columns, formats, limits. */
  children: ReactNode;
}) {
  return (
    <form
      className="mt-4 flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
      onSubmit={(e) => {
        e.preventDefault();
        onSend();
      }}
    >
      <label className="flex flex-col gap-1 text-sm">
        CSV file
        <input
          type="file"
          accept=".csv,text/csv"
          className="text-sm"
          disabled={busy}
          onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
        />
      </label>
      <button
        type="submit"
        className="rounded-md bg-brand px-4 py-2 text-sm font-medium text-white disabled:opacity-50"
        disabled={!canSend}
      >
        {busy ? 'Uploading…' : submitLabel}
      </button>
      <div className="w-full text-xs text-slate-600 dark:text-slate-400">{children}</div>
    </form>
  );
}
