import { z } from 'zod';
import { canManageSalesPartners } from '../../domain/policy/partners';
import { defineForm } from '../../domain/resources/form';

/** `/create_sales_partner` and its edit (`?id=`): POST and PATCH `/v2/sales_partners`, admins only. */
export const salesPartnersForm = defineForm({
  input: z.object({
    entity_name: z.string().trim().min(1, 'Name is required').max(200, 'At most 200 characters'),
  }),
  fields: [{ name: 'entity_name', label: 'Name', kind: 'text', required: true, maxLength: 200 }],
  may: { create: canManageSalesPartners, update: canManageSalesPartners },
});
