import { formContract } from '../../../../tests/kit/form-contract';
import { assignmentsResource } from '../../../domain/resources/assignments';
import { assignmentsForm } from '../../../domain/resources/assignments-form';
import { acmeAssignment } from './seeded-ids';

formContract(assignmentsResource, assignmentsForm, {
  valid: (h) => acmeAssignment(h.database.db),
  refused: 'timekeeper@acme.test',
});
