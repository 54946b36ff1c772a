import { chartEntry } from '../../../machines/kit/chart-entry';
import { defineManifest } from '../../../machines/kit/resource-manifest';
import { identityVerificationDefinition, identityVerificationWorkflow } from './chart';
import { identityVerificationScreen } from './screen';

export const identityVerifications = defineManifest({
  name: 'identity-verifications',
  charts: [
    chartEntry(
      identityVerificationWorkflow,
      'src/resources/identity-verifications/chart.ts',
      'Identity verification',
      undefined,
      identityVerificationDefinition,
    ),
    chartEntry(
      identityVerificationScreen,
      'src/resources/identity-verifications/screen.ts',
      'Identity verification panel',
    ),
  ],
});
