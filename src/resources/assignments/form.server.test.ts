import { formContract } from '../../../tests/kit/form-contract';
import { assignmentsResource } from './contract';
import { assignmentsForm } from './form';
import { acmeAssignment } from './seeded-ids.server';

formContract(assignmentsResource, assignmentsForm, {
  valid: (h) => acmeAssignment(h.database.db),
  refused: 'timekeeper@acme.test',
});
