import { defineManifest } from '../../../machines/kit/resource-manifest';

export const preferences = defineManifest({ name: 'preferences' });
