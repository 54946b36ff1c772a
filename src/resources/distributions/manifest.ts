import { chartEntry } from '../../../machines/kit/chart-entry';
import { defineManifest } from '../../../machines/kit/resource-manifest';
import { distributionDefinition as wf } from './chart';

export const distributions = defineManifest({
  name: 'distributions',
  charts: [
    chartEntry(
      wf.chart,
      'src/resources/distributions/chart.ts',
      'Commission distribution',
      undefined,
      wf,
    ),
  ],
});
