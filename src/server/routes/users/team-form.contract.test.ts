import { formContract } from '../../../../tests/kit/form-contract';
import { teamResource } from '../../../domain/resources/users';
import { teamForm } from '../../../domain/resources/users-form';

formContract(teamResource, teamForm, {
  valid: {
    first_name: 'Maya',
    last_name: 'Member',
    email: 'maya.contract@demo.test',
    role: 'manager',
  },
  refused: 'recruiter@acme.test',
});
