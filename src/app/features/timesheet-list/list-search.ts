import { sortKeys, timesheetStatuses, type TimesheetStatusName } from '../../../domain/timesheets/vocabulary';
import { PAGE_SIZE } from '../../../domain/resources/list-query';
import { commaList, compact, isoDate, oneOf, uuid, wholeNumber, type RawSearch } from '../../lib/search-params';

/**
 * A timesheet list's URL search params. Bad values are dropped rather than refused, so a shared
 * link with a stale filter still opens; `status` is the API's comma list (`submitted,signed`).
 */
export type TimesheetListSearch = {
  page?: number;
  per_page?: number;
  sort?: (typeof sortKeys)[number];
  status?: string;
  date_from?: string;
  date_to?: string;
  contractor_id?: string;
  client_id?: string;
  assignment_id?: string;
};

export function TimesheetListSearch(raw: RawSearch): TimesheetListSearch {
  return compact({
    page: wholeNumber(raw.page, 1),
    per_page: wholeNumber(raw.per_page, 1, PAGE_SIZE.max),
    sort: oneOf(raw.sort, sortKeys),
    status: commaList(raw.status, timesheetStatuses),
    date_from: isoDate(raw.date_from),
    date_to: isoDate(raw.date_to),
    contractor_id: uuid(raw.contractor_id),
    client_id: uuid(raw.client_id),
    assignment_id: uuid(raw.assignment_id),
  });
}

const isStatus = (s: string): s is TimesheetStatusName => (timesheetStatuses as readonly string[]).includes(s);
export const statusesOf = (search: TimesheetListSearch): TimesheetStatusName[] =>
  search.status ? search.status.split(',').filter(isStatus) : [];
