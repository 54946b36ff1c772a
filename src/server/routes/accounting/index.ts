import type { FastifyPluginAsync } from 'fastify';
import { ACCOUNTING_REFUSED, canKeepBooks } from '../../../domain/policy/accounting';
import { accountingAccountsForm } from '../../../domain/resources/accounting-accounts-form';
import { accountingAccountsResource } from '../../../domain/resources/accounting-accounts';
import { accountingDefaultConfigsForm } from '../../../domain/resources/accounting-default-configs-form';
import { accountingDefaultConfigsResource } from '../../../domain/resources/accounting-default-configs';
import { accountingMappingsForm } from '../../../domain/resources/accounting-mappings-form';
import { accountingMappingsResource } from '../../../domain/resources/accounting-mappings';
import type { Deps } from '../../deps';
import { registerForm } from '../../kit/form';
import { registerResource } from '../../kit/register';
import { accountingAccounts } from '../../db/schema';
import { employerRowForm } from '../payroll-config/employer';
import { accountsServer } from './accounts';
import { defaultConfigsFormServer, defaultConfigsServer } from './default-configs';
import { registerJournal } from './journal';
import { mappingsFormServer, mappingsServer } from './mappings';

const access = { access: { allowed: canKeepBooks, message: ACCOUNTING_REFUSED } };

const codeTaken = { field: 'code' as const, message: 'An account has this code already' };

/** /v2/accounting_accounts, _default_configs, _mappings (list, detail, CSV, form) and the journal. */
export const accountingRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, accountingAccountsResource, accountsServer, access);
  registerForm(
    app,
    deps,
    accountingAccountsResource,
    accountingAccountsForm,
    accountsServer,
    employerRowForm(accountingAccounts, {
      accounting_accounts_partner_code_idx: codeTaken,
      accounting_accounts_eor_code_idx: codeTaken,
    }),
  );
  registerResource(app, deps, accountingDefaultConfigsResource, defaultConfigsServer, access);
  registerForm(
    app,
    deps,
    accountingDefaultConfigsResource,
    accountingDefaultConfigsForm,
    defaultConfigsServer,
    defaultConfigsFormServer,
  );
  registerResource(app, deps, accountingMappingsResource, mappingsServer, access);
  registerForm(
    app,
    deps,
    accountingMappingsResource,
    accountingMappingsForm,
    mappingsServer,
    mappingsFormServer,
  );
  registerJournal(app, deps);
};
