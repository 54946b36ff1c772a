import { formContract } from '../../../../tests/kit/form-contract';
import { demoClientId } from '../../../../tests/kit/demo-ids';
import { projectCodesForm } from '../../../domain/resources/project-codes-form';
import { projectCodesResource } from '../../../domain/resources/project-codes';

formContract(projectCodesResource, projectCodesForm, {
  valid: async (h) => ({
    client_id: await demoClientId(h, 'Globex'),
    code: 'GLX-NIGHT-120',
    description: 'Night shift',
    active: true,
  }),
  refused: 'client@globex.test',
});
