import { formContract } from '../../../../tests/kit/form-contract';
import { clientsResource } from '../../../domain/resources/clients';
import { clientsForm } from '../../../domain/resources/clients-form';

formContract(clientsResource, clientsForm, {
  valid: { entity_name: 'Hooli', requires_signature_for_approval: true },
  refused: 'client@globex.test',
});
