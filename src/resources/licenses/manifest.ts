import { defineManifest } from '../../../machines/kit/resource-manifest';

export const licenses = defineManifest({ name: 'licenses' });
