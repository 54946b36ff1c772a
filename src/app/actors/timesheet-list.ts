import { TimesheetList } from '../../domain/contracts/timesheets';
import { csvDownloader, pageLoader } from './resource-list';

const parse = (body: unknown) => TimesheetList.parse(body);

/** All timesheets in the caller's scope, and the decider's queue: one item, one query, two endpoints. */
export const loadTimesheetPage = pageLoader('/timesheets', parse);
export const loadApprovalPage = pageLoader('/approvals', parse);
export const downloadTimesheetsCsv = csvDownloader('/timesheets', 'timesheets.csv');
