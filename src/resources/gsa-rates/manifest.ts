import { defineManifest } from '../../../machines/kit/resource-manifest';

export const gsaRates = defineManifest({ name: 'gsa-rates' });
