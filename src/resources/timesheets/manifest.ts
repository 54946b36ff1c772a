import { chartEntry } from '../../../machines/kit/chart-entry';
import { defineManifest } from '../../../machines/kit/resource-manifest';
import { timesheetWorkflow } from './chart';
import { timesheetDefinition } from './definition';
import { timesheetEntryScreen } from './entry.screen';
import { signApproveScreen } from './sign-approve.screen';

export const timesheets = defineManifest({
  name: 'timesheets',
  charts: [
    chartEntry(
      timesheetWorkflow,
      'src/resources/timesheets/chart.ts',
      'Timesheet lifecycle',
      undefined,
      timesheetDefinition,
    ),
    chartEntry(
      signApproveScreen,
      'src/resources/timesheets/sign-approve.screen.ts',
      'Sign and approve',
      'A client requiring a signature signs (typed full name, optionally drawn) and approves in one dialog: two timesheet actions, two history entries.',
    ),
    chartEntry(
      timesheetEntryScreen,
      'src/resources/timesheets/entry.screen.ts',
      'Timesheet entry',
      'The week entry: one row per day, saved as drafts row by row, then submitted with one device position.',
    ),
  ],
});
