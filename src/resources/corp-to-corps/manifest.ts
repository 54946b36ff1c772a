import { defineManifest } from '../../../machines/kit/resource-manifest';

export const corpToCorps = defineManifest({ name: 'corp-to-corps' });
