import { formContract } from '../../../tests/kit/form-contract';
import { teamResource } from './contract';
import { teamForm } from './form';

formContract(teamResource, teamForm, {
  valid: {
    first_name: 'Maya',
    last_name: 'Member',
    email: 'maya.contract@demo.test',
    role: 'manager',
  },
  refused: 'recruiter@acme.test',
});
