import { defineManifest } from '../../../machines/kit/resource-manifest';

export const departments = defineManifest({ name: 'departments' });
