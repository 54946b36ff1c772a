import { chartEntry } from '../../../machines/kit/chart-entry';
import { defineManifest } from '../../../machines/kit/resource-manifest';
import { onboardingMachine } from './chart';

export const onboarding = defineManifest({
  name: 'onboarding',
  charts: [
    chartEntry(
      onboardingMachine,
      'src/resources/onboarding/chart.ts',
      'Onboarding',
      "The signed-in user's onboarding: the first required step not done, skip with a 5-minute grace, sync after each step, then the redirect or the dashboard.",
    ),
  ],
});
