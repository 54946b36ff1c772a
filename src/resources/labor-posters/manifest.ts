import { defineManifest } from '../../../machines/kit/resource-manifest';

export const laborPosters = defineManifest({ name: 'labor-posters' });
