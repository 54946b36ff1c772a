import { defineManifest } from '../../../machines/kit/resource-manifest';

export const workLocations = defineManifest({ name: 'work-locations' });
