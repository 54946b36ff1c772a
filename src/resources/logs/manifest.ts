import { defineManifest } from '../../../machines/kit/resource-manifest';

export const logs = defineManifest({ name: 'logs' });
