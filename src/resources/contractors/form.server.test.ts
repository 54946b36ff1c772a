import { formContract } from '../../../tests/kit/form-contract';
import { contractorsResource } from './contract';
import { contractorsForm } from './form';

formContract(contractorsResource, contractorsForm, {
  valid: {
    first_name: 'Nora',
    last_name: 'New',
    email: 'nora.contract@demo.test',
    requires_w2_onboard: true,
  },
  refused: 'approver@globex.test',
});
