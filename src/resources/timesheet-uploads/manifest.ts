import { chartEntry } from '../../../machines/kit/chart-entry';
import { defineManifest } from '../../../machines/kit/resource-manifest';
import { timesheetUploadScreen } from './chart';

export const timesheetUploads = defineManifest({
  name: 'timesheet-uploads',
  charts: [
    chartEntry(
      timesheetUploadScreen,
      'src/resources/timesheet-uploads/chart.ts',
      'Timesheet upload',
      'Import draft time from a CSV and show the per-row report; all rows or none.',
    ),
  ],
});
