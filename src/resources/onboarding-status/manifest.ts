import { defineManifest } from '../../../machines/kit/resource-manifest';

export const onboardingStatus = defineManifest({ name: 'onboarding-status' });
