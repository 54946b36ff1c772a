import { defineManifest } from '../../../machines/kit/resource-manifest';

export const pto = defineManifest({ name: 'pto' });
