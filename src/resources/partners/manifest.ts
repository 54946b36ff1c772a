import { defineManifest } from '../../../machines/kit/resource-manifest';

export const partners = defineManifest({ name: 'partners' });
