import { defineManifest } from '../../../machines/kit/resource-manifest';

export const clients = defineManifest({ name: 'clients' });
