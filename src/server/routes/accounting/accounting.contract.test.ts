import { formContract } from '../../../../tests/kit/form-contract';
import { resourceContract } from '../../../../tests/kit/resource-contract';
import { accountingAccountsForm } from '../../../domain/resources/accounting-accounts-form';
import { accountingAccountsResource } from '../../../domain/resources/accounting-accounts';
import { accountingDefaultConfigsResource } from '../../../domain/resources/accounting-default-configs';
import { accountingMappingsResource } from '../../../domain/resources/accounting-mappings';

// Books are kept by owners and finance staff, never by a recruiter or a sourcer.
resourceContract(accountingAccountsResource, { sourcer: null });
resourceContract(accountingDefaultConfigsResource, { sourcer: null });
resourceContract(accountingMappingsResource, { sourcer: null });
formContract(accountingAccountsResource, accountingAccountsForm, {
  valid: { code: '1300', name: 'Prepaid expenses', type: 'asset' },
  refused: 'recruiter@acme.test',
});
