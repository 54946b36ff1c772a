import { defineManifest } from '../../../machines/kit/resource-manifest';

export const projectCodes = defineManifest({ name: 'project-codes' });
