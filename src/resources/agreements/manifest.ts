import { defineManifest } from '../../../machines/kit/resource-manifest';

export const agreements = defineManifest({ name: 'agreements' });
