import { chartEntry } from '../../../machines/kit/chart-entry';
import { defineManifest } from '../../../machines/kit/resource-manifest';
import { reportRunDefinition, reportRunWorkflow } from './chart';
import { reportGrantsScreen } from './grants.screen';
import { reportRunPanelScreen } from './panel.screen';
import { reportRequestScreen } from './request.screen';
import { reportSchedulesScreen } from './schedules.screen';

export const reports = defineManifest({
  name: 'reports',
  charts: [
    chartEntry(
      reportRunWorkflow,
      'src/resources/reports/chart.ts',
      'Report run lifecycle',
      undefined,
      reportRunDefinition,
    ),
    chartEntry(reportRunPanelScreen, 'src/resources/reports/panel.screen.ts', 'Report run panel'),
    chartEntry(reportRequestScreen, 'src/resources/reports/request.screen.ts', 'Run report'),
    chartEntry(
      reportSchedulesScreen,
      'src/resources/reports/schedules.screen.ts',
      'Report schedules',
    ),
    chartEntry(reportGrantsScreen, 'src/resources/reports/grants.screen.ts', 'Report grants'),
  ],
});
