import { TimesheetList } from '../../domain/contracts/timesheets';
import { csvDownloader, pageLoader } from './resource-list';

const parse = (body: unknown) => TimesheetList.parse(body);

/** All timesheets in the caller's scope. */
export const loadTimesheetPage = pageLoader('/timesheets', parse);
export const downloadTimesheetsCsv = csvDownloader('/timesheets', 'timesheets.csv');
