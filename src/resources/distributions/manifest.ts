import { chartEntry } from '../../../machines/kit/chart-entry';
import { defineManifest } from '../../../machines/kit/resource-manifest';
import { distributionDefinition, distributionWorkflow } from './chart';

export const distributions = defineManifest({
  name: 'distributions',
  charts: [
    chartEntry(
      distributionWorkflow,
      'src/resources/distributions/chart.ts',
      'Commission distribution',
      undefined,
      distributionDefinition,
    ),
  ],
});
