import { defineManifest } from '../../../machines/kit/resource-manifest';

export const companyTaxes = defineManifest({ name: 'company-taxes' });
