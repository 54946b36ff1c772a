import { defineManifest } from '../../../machines/kit/resource-manifest';

export const rates = defineManifest({ name: 'rates' });
