import { chartEntry } from '../../../machines/kit/chart-entry';
import { defineManifest } from '../../../machines/kit/resource-manifest';
import { transactionDefinition, transactionWorkflow } from './chart';

export const transactions = defineManifest({
  name: 'transactions',
  charts: [
    chartEntry(
      transactionWorkflow,
      'src/resources/transactions/chart.ts',
      'Transaction hold and release',
      undefined,
      transactionDefinition,
    ),
  ],
});
