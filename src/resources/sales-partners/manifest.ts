import { defineManifest } from '../../../machines/kit/resource-manifest';

export const salesPartners = defineManifest({ name: 'sales-partners' });
