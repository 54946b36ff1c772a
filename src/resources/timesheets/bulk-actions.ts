import { timesheetActions, type TimesheetAction } from '../../domain/policy/timesheet-decisions';

/** Every action but submit (which needs the device location) runs in bulk from a list. */
export const listBulkActions: readonly TimesheetAction[] = timesheetActions.filter(
  (a) => a !== 'submit',
);
