import { defineManifest } from '../../../machines/kit/resource-manifest';

export const notes = defineManifest({ name: 'notes' });
