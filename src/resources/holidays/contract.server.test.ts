import { formContract } from '../../../tests/kit/form-contract';
import { resourceContract } from '../../../tests/kit/resource-contract';
import { holidaysResource } from './contract';
import { holidaysForm } from './form';

// Behind canSeePayroll, which no recruiter_sourcer has.
resourceContract(holidaysResource, { sourcer: null });
formContract(holidaysResource, holidaysForm, {
  valid: { date: '2026-04-03', name: 'Good Friday' },
  refused: 'recruiter@acme.test',
});
