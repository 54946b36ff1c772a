import { defineManifest } from '../../../machines/kit/resource-manifest';

export const canadaPayroll = defineManifest({ name: 'canada-payroll' });
