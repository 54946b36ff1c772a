import { fromPromise } from 'xstate';
import type { FilterOption, FilterOptions, ListQuery, ListSource } from '../../../machines/timesheet-list/timesheet-list.screen';
import { AssignmentList } from '../../domain/contracts/assignments';
import { TimesheetList } from '../../domain/contracts/timesheets';
import { PAGE_SIZE } from '../../domain/resources/list-query';
import { http } from '../lib/http';
import { withApiErrors } from './api-error';

/** The query without empty values, as ky search params. */
export function searchParamsOf(query: ListQuery): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== ''));
}

export const loadTimesheets = fromPromise<TimesheetList, { source: ListSource; query: ListQuery }>(({ input, signal }) =>
  withApiErrors(async () => {
    const query = searchParamsOf(input.query);
    if (input.source === 'approvals') delete query.status;
    return TimesheetList.parse(await http.get(input.source, { searchParams: query, signal }).json());
  }),
);

const unique = (items: FilterOption[]) =>
  [...new Map(items.map((i) => [i.id, i])).values()].sort((a, b) => a.name.localeCompare(b.name));

/** Contractors, clients and assignments to filter by, from the assignments in the caller's scope. */
export const loadFilterOptions = fromPromise<FilterOptions>(({ signal }) =>
  withApiErrors(async () => {
    const { data } = AssignmentList.parse(await http.get('assignments', { searchParams: { per_page: PAGE_SIZE.max }, signal }).json());
    return {
      contractors: unique(data.map((a) => ({ id: a.contractor_id, name: a.contractor_name }))),
      clients: unique(data.map((a) => ({ id: a.client_id, name: a.client_name }))),
      assignments: unique(data.map((a) => ({ id: a.id, name: `${a.job_title} (${a.contractor_name}, ${a.client_name})` }))),
    };
  }),
);

/** The current filter as CSV, saved through a temporary link (the API needs the bearer header). */
export const downloadTimesheetsCsv = fromPromise<void, { query: ListQuery }>(({ input, signal }) =>
  withApiErrors(async () => {
    const { page: _page, per_page: _perPage, ...filter } = searchParamsOf(input.query);
    const blob = await http.get('timesheets', { searchParams: { ...filter, format: 'csv' }, signal }).blob();
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = 'timesheets.csv';
    document.body.append(a);
    a.click();
    a.remove();
    URL.revokeObjectURL(url);
  }),
);
