import { chartEntry } from '../../../machines/kit/chart-entry';
import { defineManifest } from '../../../machines/kit/resource-manifest';
import { invoiceDefinition, invoiceWorkflow } from './chart';

export const invoices = defineManifest({
  name: 'invoices',
  charts: [
    chartEntry(
      invoiceWorkflow,
      'src/resources/invoices/chart.ts',
      'Invoice lifecycle',
      undefined,
      invoiceDefinition,
    ),
  ],
});
