import { defineManifest } from '../../../machines/kit/resource-manifest';

export const i9Forms = defineManifest({ name: 'i9-forms' });
