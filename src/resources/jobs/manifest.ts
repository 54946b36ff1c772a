import { defineManifest } from '../../../machines/kit/resource-manifest';

export const jobs = defineManifest({ name: 'jobs' });
