import { useCallback, useEffect, useRef } from 'react';
import type { ListSource } from '../../../../machines/timesheet-list/timesheet-list.screen';
import type { TimesheetAction } from '../../../domain/policy/timesheet-decisions';
import { SpaLink } from '../../components/nav/spa-link';
import { BulkActions } from '../bulk-actions/bulk-actions';
import { TimesheetFilters } from './filters';
import type { TimesheetListSearch } from './list-search';
import { Pager } from './pager';
import { TimesheetListContext } from './provider';
import { TimesheetTable } from './timesheet-table';

interface Props {
  title: string;
  source: ListSource;
  search: TimesheetListSearch;
  onSearch(next: TimesheetListSearch): void;
  /** Where a row's detail lives: `/timesheets` or `/approvals`. */
  detailBase: string;
  /** Shows "Enter time" (users who can input time). */
  enterTime: boolean;
  bulkActions: readonly TimesheetAction[];
  /** Spec §6 canExport of the signed-in user (every role but recruiter_sourcer). */
  canExport: boolean;
}

/** Follows the URL: a changed search sends the chart a new query. */
function useQueryFromUrl(search: TimesheetListSearch) {
  const ref = TimesheetListContext.useActorRef();
  const key = JSON.stringify(search);
  const last = useRef(key);
  useEffect(() => {
    if (last.current === key) return;
    last.current = key;
    ref.send({ type: 'list.query', query: JSON.parse(key) as TimesheetListSearch });
  }, [key, ref]);
}

function ListBody({ title, source, search, onSearch, detailBase, enterTime, bulkActions }: Props) {
  useQueryFromUrl(search);
  const s = TimesheetListContext.useSelector((snap) => snap);
  const ref = TimesheetListContext.useActorRef();
  const reload = useCallback(() => ref.send({ type: 'list.reload' }), [ref]);
  const result = s.context.result;
  const rows = result?.data ?? [];
  const rowsState = s.value && typeof s.value === 'object' && 'rows' in s.value ? s.value.rows : null;
  const state = typeof rowsState === 'string' ? rowsState : 'loaded';
  return (
    <section data-state={state} aria-labelledby="page-title" aria-busy={s.hasTag('busy')}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="page-title" className="text-xl font-semibold">
          {title}
        </h1>
        <div className="flex items-center gap-2">
          {s.context.exportable && (
            <button
              type="button"
              className="rounded-md px-3 py-1.5 text-sm font-medium ring-1 ring-slate-300 disabled:opacity-50 dark:ring-slate-700"
              disabled={!s.can({ type: 'list.download' })}
              onClick={() => ref.send({ type: 'list.download' })}
            >
              Download CSV
            </button>
          )}
          {enterTime && (
            <SpaLink href="/timesheets/new" className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white">
              Enter time
            </SpaLink>
          )}
        </div>
      </div>
      {s.context.downloadError && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {s.context.downloadError}
        </p>
      )}
      <TimesheetFilters search={search} onSearch={onSearch} withStatus={source === 'timesheets'} />
      {s.matches({ rows: 'failed' }) && (
        <div role="alert" className="mt-4 flex items-center gap-3 rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {s.context.error}
          <button type="button" className="underline" onClick={() => ref.send({ type: 'list.retry' })}>
            Try again
          </button>
        </div>
      )}
      {result && (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {result.meta.total} timesheets · Total hours: <strong>{result.meta.total_hours}</strong>
        </p>
      )}
      {bulkActions.length > 0 && <BulkActions actions={bulkActions} selected={s.context.selected} rows={rows} onApplied={reload} />}
      {result && rows.length === 0 && !s.matches({ rows: 'failed' }) && (
        <p className="mt-6 rounded-lg bg-white p-6 text-center text-sm text-slate-600 ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-400 dark:ring-slate-800">
          No timesheets match these filters.
        </p>
      )}
      {rows.length > 0 && <TimesheetTable rows={rows} search={search} onSearch={onSearch} detailBase={detailBase} selectable={bulkActions.length > 0} />}
      {result && <Pager meta={result.meta} search={search} onSearch={onSearch} />}
    </section>
  );
}

/** A timesheet list bound to its chart: filters and sort live in the URL. */
export function TimesheetListView(props: Props) {
  return (
    <TimesheetListContext.Provider options={{ input: { source: props.source, query: props.search, canExport: props.canExport } }}>
      <ListBody {...props} />
    </TimesheetListContext.Provider>
  );
}
