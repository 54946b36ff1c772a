import { chartEntry } from '../../../machines/kit/chart-entry';
import { defineManifest } from '../../../machines/kit/resource-manifest';
import { timeOffRequestDefinition, timeOffRequestWorkflow } from './chart';

export const timeOffRequests = defineManifest({
  name: 'time-off-requests',
  charts: [
    chartEntry(
      timeOffRequestWorkflow,
      'src/resources/time-off-requests/chart.ts',
      'Time off request lifecycle',
      undefined,
      timeOffRequestDefinition,
    ),
  ],
});
