import { demoClientId } from '../../../tests/kit/demo-ids';
import { formContract } from '../../../tests/kit/form-contract';
import { projectCodesResource } from './contract';
import { projectCodesForm } from './form';

formContract(projectCodesResource, projectCodesForm, {
  valid: async (h) => ({
    client_id: await demoClientId(h, 'Globex'),
    code: 'GLX-NIGHT-120',
    description: 'Night shift',
    active: true,
  }),
  refused: 'client@globex.test',
});
