import { defineManifest } from '../../../machines/kit/resource-manifest';

export const benefits = defineManifest({ name: 'benefits' });
