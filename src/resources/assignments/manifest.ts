import { defineManifest } from '../../../machines/kit/resource-manifest';

export const assignments = defineManifest({ name: 'assignments' });
