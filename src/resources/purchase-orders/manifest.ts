import { defineManifest } from '../../../machines/kit/resource-manifest';

export const purchaseOrders = defineManifest({ name: 'purchase-orders' });
