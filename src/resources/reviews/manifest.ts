import { chartEntry } from '../../../machines/kit/chart-entry';
import { defineManifest } from '../../../machines/kit/resource-manifest';
import { reviewDefinition, reviewWorkflow } from './chart';

export const reviews = defineManifest({
  name: 'reviews',
  charts: [
    chartEntry(
      reviewWorkflow,
      'src/resources/reviews/chart.ts',
      'Review lifecycle',
      undefined,
      reviewDefinition,
    ),
  ],
});
