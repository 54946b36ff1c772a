import { chartEntry } from '../../../machines/kit/chart-entry';
import { defineManifest } from '../../../machines/kit/resource-manifest';
import { payrollRunDefinition, payrollRunWorkflow } from './chart';
import { payrollRunPanelScreen } from './run-panel.screen';

export const payrollRuns = defineManifest({
  name: 'payroll-runs',
  charts: [
    chartEntry(
      payrollRunWorkflow,
      'src/resources/payroll-runs/chart.ts',
      'Payroll run lifecycle',
      undefined,
      payrollRunDefinition,
    ),
    chartEntry(
      payrollRunPanelScreen,
      'src/resources/payroll-runs/run-panel.screen.ts',
      'Payroll run panel',
      'A payroll run’s preview before approval, then its progress and paychecks, polled while it processes.',
    ),
  ],
});
