import { defineManifest } from '../../../machines/kit/resource-manifest';

export const salesTaxes = defineManifest({ name: 'sales-taxes' });
