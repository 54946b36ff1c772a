import { defineManifest } from '../../../machines/kit/resource-manifest';

export const timesheets = defineManifest({ name: 'timesheets' });
