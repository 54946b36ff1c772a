import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { reportRunPanelScreen } from './panel.screen';
import type { ReportResults, ReportRun } from './contract';
import { reportSpec, type ReportSpec } from '../../domain/reports/catalogue';
import { shownCell } from '../../domain/reports/cells';
import { reportStatusWords } from '../../domain/reports/statuses';
import { loadReportPanel } from './actors';
import { BarChart } from '../../app/components/kit/bar-chart';
import { LoadError } from '../../app/components/kit/load-error';
import { DetailSection } from '../../app/components/kit/resource-detail-view';

const logic = reportRunPanelScreen.provide({ actors: { loadPanel: loadReportPanel } });
const num = 'py-1 pr-3 text-right tabular-nums';
const txt = 'py-1 pr-3';

function Progress({ run }: { run: ReportRun }) {
  const total = Math.max(run.rows_total, 1);
  const pct = run.status === 'PENDING' ? 0 : Math.round((run.rows_done * 100) / total);
  return (
    <div className="space-y-1">
      <p className="text-sm" aria-live="polite">
        {run.status === 'PENDING'
          ? 'Waiting for a worker…'
          : `Reading rows: ${run.rows_done} of ${run.rows_total}`}
      </p>
      <div
        role="progressbar"
        aria-label="Rows read"
        aria-valuemin={0}
        aria-valuemax={run.rows_total}
        aria-valuenow={run.rows_done}
        className="h-3 w-full overflow-hidden rounded bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-3 bg-brand transition-all" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

function Preview({ spec, results }: { spec: ReportSpec; results: ReportResults }) {
  const numeric = (kind: string) => kind !== 'text' && kind !== 'date';
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" aria-label="Preview">
        <caption className="mb-2 text-left text-sm text-slate-600 dark:text-slate-400">
          {results.rows_total > results.rows.length
            ? `The first ${results.rows.length} of ${results.rows_total} rows; the files have every row.`
            : `${results.rows_total} ${results.rows_total === 1 ? 'row' : 'rows'}`}
        </caption>
        <thead>
          <tr>
            {spec.columns.map((c) => (
              <th key={c.key} scope="col" className={`${numeric(c.kind) ? num : txt} font-medium`}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {results.rows.map((r, i) => (
            <tr key={i} className="border-t dark:border-slate-800">
              {spec.columns.map((c) => (
                <td key={c.key} className={numeric(c.kind) ? num : txt}>
                  {shownCell(c, r[c.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 font-semibold dark:border-slate-700">
            {spec.columns.map((c, i) => (
              <td key={c.key} className={numeric(c.kind) ? num : txt}>
                {i === 0
                  ? 'Total'
                  : c.key in results.totals
                    ? shownCell(c, results.totals[c.key])
                    : ''}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function Downloads({ results }: { results: ReportResults }) {
  const link = 'rounded-md border px-3 py-1.5 text-sm font-medium dark:border-slate-700';
  return (
    <div className="flex flex-wrap gap-2">
      <a className={link} href={results.files.csv} download>
        Download CSV
      </a>
      <a className={link} href={results.files.xlsx} download>
        Download XLSX
      </a>
      {results.files.pdf && (
        <a className={link} href={results.files.pdf} download>
          Download PDF
        </a>
      )}
    </div>
  );
}

/** Below a run's fields: live progress while it runs, then its chart, downloads and preview. */
export function ReportPanel({
  id,
  shown,
  onChanged,
}: {
  id: string;
  /** The status the page's fields show. */
  shown: ReportRun['status'];
  onChanged: () => void;
}) {
  const ref = useActorRef(logic, { input: { id } });
  const snapshot = useSelector(ref, (s) => s);
  const { data, error } = snapshot.context;
  const status = data?.run.status;
  // The run is further than the page's fields say: the page reloads its fields, actions and
  // history. Compared with what the page shows, not with the panel's own first load: a run that
  // finished between the page's load and the panel's would otherwise read "Processing" for good.
  useEffect(() => {
    if (status !== undefined && status !== shown) onChanged();
  }, [status, shown, onChanged]);
  if (!data)
    return error ? (
      <LoadError message={error} onRetry={() => ref.send({ type: 'panel.retry' })} />
    ) : null;
  const { run, results } = data;
  const spec = reportSpec(run.report);
  return (
    <DetailSection
      id="results"
      title={run.status === 'FINISHED' ? 'Results' : reportStatusWords[run.status]}
    >
      <div className="space-y-4" data-state={run.status}>
        {(run.status === 'PENDING' || run.status === 'PROCESSING') && <Progress run={run} />}
        {run.status === 'FAILED' && (
          <p className="text-sm">Nothing was kept from this run. Retry it to run it again.</p>
        )}
        {results && (
          <>
            <Downloads results={results} />
            <p className="text-xs text-slate-600 dark:text-slate-400">
              Download links expire after 5 minutes.{' '}
              <button
                type="button"
                className="underline"
                onClick={() => ref.send({ type: 'panel.refresh' })}
              >
                Refresh them
              </button>
            </p>
            {spec.chart && (
              <BarChart
                title={spec.chart.title}
                description={spec.chart.description}
                columns={spec.chart.axis}
                bars={spec.chart.columns.map((key) => {
                  const column = spec.columns.find((c) => c.key === key)!;
                  const value = results.totals[key] ?? 0;
                  return { label: column.header, value, text: shownCell(column, value) };
                })}
              />
            )}
            <Preview spec={spec} results={results} />
          </>
        )}
        {error && <LoadError message={error} onRetry={() => ref.send({ type: 'panel.retry' })} />}
      </div>
    </DetailSection>
  );
}
