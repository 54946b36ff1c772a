import { chartEntry } from '../../../machines/kit/chart-entry';
import { defineManifest } from '../../../machines/kit/resource-manifest';
import { expenseDefinition, expenseWorkflow } from './chart';

export const expenses = defineManifest({
  name: 'expenses',
  charts: [
    chartEntry(
      expenseWorkflow,
      'src/resources/expenses/chart.ts',
      'Expense lifecycle',
      undefined,
      expenseDefinition,
    ),
  ],
});
