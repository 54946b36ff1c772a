import { defineManifest } from '../../../machines/kit/resource-manifest';

export const users = defineManifest({ name: 'users' });
