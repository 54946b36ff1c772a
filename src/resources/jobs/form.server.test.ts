import { formContract } from '../../../tests/kit/form-contract';
import { jobsResource } from './contract';
import { jobsForm } from './form';

formContract(jobsResource, jobsForm, {
  valid: {
    title: 'Night Picker',
    classification: 'w-2',
    workers_comp_code: '8810',
    salaried: false,
  },
  refused: 'approver@globex.test',
});
