import { defineManifest } from '../../../machines/kit/resource-manifest';

export const integrations = defineManifest({ name: 'integrations' });
