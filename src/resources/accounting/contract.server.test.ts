import { formContract } from '../../../tests/kit/form-contract';
import { resourceContract } from '../../../tests/kit/resource-contract';
import {
  accountingAccountsResource,
  accountingDefaultConfigsResource,
  accountingMappingsResource,
} from './contract';
import { accountingAccountsForm } from './form';

// Books are kept by owners and finance staff, never by a recruiter or a sourcer.
resourceContract(accountingAccountsResource, { sourcer: null });
resourceContract(accountingDefaultConfigsResource, { sourcer: null });
resourceContract(accountingMappingsResource, { sourcer: null });
formContract(accountingAccountsResource, accountingAccountsForm, {
  valid: { code: '1300', name: 'Prepaid expenses', type: 'asset' },
  refused: 'recruiter@acme.test',
});
