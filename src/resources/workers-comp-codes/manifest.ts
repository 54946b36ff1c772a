import { defineManifest } from '../../../machines/kit/resource-manifest';

export const workersCompCodes = defineManifest({ name: 'workers-comp-codes' });
