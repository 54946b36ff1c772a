import { defineManifest } from '../../../machines/kit/resource-manifest';

export const screenings = defineManifest({ name: 'screenings' });
