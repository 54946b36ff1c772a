import { formContract } from '../../../tests/kit/form-contract';
import { clientsResource } from './contract';
import { clientsForm } from './form';

formContract(clientsResource, clientsForm, {
  valid: { entity_name: 'Hooli', requires_signature_for_approval: true },
  refused: 'client@globex.test',
});
