import { defineManifest } from '../../../machines/kit/resource-manifest';

export const platformPages = defineManifest({ name: 'platform-pages' });
