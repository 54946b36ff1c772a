import { defineManifest } from '../../../machines/kit/resource-manifest';

export const contractors = defineManifest({ name: 'contractors' });
