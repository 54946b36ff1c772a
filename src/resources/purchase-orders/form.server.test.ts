import { demoClientId } from '../../../tests/kit/demo-ids';
import { formContract } from '../../../tests/kit/form-contract';
import { purchaseOrdersResource } from './contract';
import { purchaseOrdersForm } from './form';

formContract(purchaseOrdersResource, purchaseOrdersForm, {
  valid: async (h) => ({
    client_id: await demoClientId(h, 'Globex'),
    number: 'PO-GLX-25001',
    amount_cents: 9_900_050,
    start_date: '2026-07-01',
    end_date: '2026-12-31',
  }),
  refused: 'client@globex.test',
});
