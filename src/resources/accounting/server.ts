import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../server/deps';
import { registerForm } from '../../server/kit/form';
import { registerResource } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import { employerRowForm } from '../../server/routes/payroll-config/employer';
import { accountsServer } from './accounts.server';
import {
  accountingAccountsResource,
  accountingDefaultConfigsResource,
  accountingMappingsResource,
} from './contract';
import { defaultConfigsFormServer, defaultConfigsServer } from './default-configs.server';
import {
  accountingAccountsForm,
  accountingDefaultConfigsForm,
  accountingMappingsForm,
} from './form';
import { registerJournal } from './journal.server';
import { mappingsFormServer, mappingsServer } from './mappings.server';
import { ACCOUNTING_REFUSED, canKeepBooks } from './policy';
import { accountingAccounts } from './table';

const access = { access: { allowed: canKeepBooks, message: ACCOUNTING_REFUSED } };

const codeTaken = { field: 'code' as const, message: 'An account has this code already' };

/** /v2/accounting_accounts, _default_configs, _mappings (list, detail, CSV, form) and the journal. */
const accountingRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
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

export const accountingPart: ResourceServerPart = { routes: accountingRoutes };
