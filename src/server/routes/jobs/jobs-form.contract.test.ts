import { formContract } from '../../../../tests/kit/form-contract';
import { jobsForm } from '../../../domain/resources/jobs-form';
import { jobsResource } from '../../../domain/resources/jobs';

formContract(jobsResource, jobsForm, {
  valid: {
    title: 'Night Picker',
    classification: 'w-2',
    workers_comp_code: '8810',
    salaried: false,
  },
  refused: 'approver@globex.test',
});
