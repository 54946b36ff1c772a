import { Contractor } from '../contracts/contractors';
import { contractorsQuery } from './contractors-query';
import { defineResource } from './define';

export const contractorsResource = defineResource({
  name: 'contractors',
  apiPath: '/contractors',
  specPaths: ['/contractors', '/contractors/{id}'],
  labels: { singular: 'Contractor', plural: 'Contractors' },
  item: Contractor,
  query: contractorsQuery,
  csv: [
    { header: 'id', value: (c) => c.id },
    { header: 'name', value: (c) => c.name },
    { header: 'email', value: (c) => c.email },
    { header: 'partner', value: (c) => c.partner_name },
    { header: 'corp_to_corp', value: (c) => c.corp_to_corp },
    { header: 'requires_w2_onboard', value: (c) => c.requires_w2_onboard },
    { header: 'steps_completed', value: (c) => c.steps_completed },
    { header: 'steps_required', value: (c) => c.steps_required },
    { header: 'created_at', value: (c) => c.created_at },
  ],
  actions: {},
});
