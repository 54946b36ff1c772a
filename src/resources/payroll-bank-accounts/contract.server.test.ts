import { formContract } from '../../../tests/kit/form-contract';
import { resourceContract } from '../../../tests/kit/resource-contract';
import { payrollBankAccountsResource } from './contract';
import { payrollBankAccountsForm } from './form';

// A partner's recruiter never sees funding accounts, so the sourcer check is a refusal of both.
resourceContract(payrollBankAccountsResource, { sourcer: null });
formContract(payrollBankAccountsResource, payrollBankAccountsForm, {
  valid: {
    name: 'Taxes',
    bank_name: 'First Demo Bank',
    routing_number: '011000015',
    account_number: '123456789012',
  },
  refused: 'recruiter@acme.test',
});
