import { chartEntry } from '../../../machines/kit/chart-entry';
import { defineManifest } from '../../../machines/kit/resource-manifest';
import { documentVerificationDefinition, documentVerificationWorkflow } from './chart';

export const documents = defineManifest({
  name: 'documents',
  charts: [
    chartEntry(
      documentVerificationWorkflow,
      'src/resources/documents/chart.ts',
      'Document verification',
      undefined,
      documentVerificationDefinition,
    ),
  ],
});
