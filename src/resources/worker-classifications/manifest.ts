import { defineManifest } from '../../../machines/kit/resource-manifest';

export const workerClassifications = defineManifest({ name: 'worker-classifications' });
