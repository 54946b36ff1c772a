import { defineManifest } from '../../../machines/kit/resource-manifest';

export const approvals = defineManifest({ name: 'approvals' });
