import { defineManifest } from '../../../machines/kit/resource-manifest';

export const holidays = defineManifest({ name: 'holidays' });
