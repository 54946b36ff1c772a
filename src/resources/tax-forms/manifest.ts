import { defineManifest } from '../../../machines/kit/resource-manifest';

export const taxForms = defineManifest({ name: 'tax-forms' });
