import { defineManifest } from '../../../machines/kit/resource-manifest';

export const documentTemplates = defineManifest({ name: 'document-templates' });
