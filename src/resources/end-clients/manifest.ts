import { defineManifest } from '../../../machines/kit/resource-manifest';

export const endClients = defineManifest({ name: 'end-clients' });
