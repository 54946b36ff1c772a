import { createActorContext } from '@xstate/react';
import { timesheetListScreen } from '../../../../machines/timesheet-list/timesheet-list.screen';
import { downloadTimesheetsCsv, loadFilterOptions, loadTimesheets } from '../../actors/timesheet-list';

export const TimesheetListContext = createActorContext(
  timesheetListScreen.provide({ actors: { loadTimesheets, loadFilterOptions, downloadCsv: downloadTimesheetsCsv } }),
);
