import { chartEntry } from '../../../machines/kit/chart-entry';
import { defineManifest } from '../../../machines/kit/resource-manifest';
import { adjustmentDefinition, adjustmentWorkflow } from './chart';

export const adjustments = defineManifest({
  name: 'adjustments',
  charts: [
    chartEntry(
      adjustmentWorkflow,
      'src/resources/adjustments/chart.ts',
      'Adjustment lifecycle',
      undefined,
      adjustmentDefinition,
    ),
  ],
});
