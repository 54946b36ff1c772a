import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { canSeePayrollBankAccounts } from '../../domain/policy/payroll-config';
import { lastFour, maskAccount } from '../../domain/validation/bank-account';
import { PAYROLL_ACCOUNT_NUMBER_COLUMN } from '../../server/crypto/seal-rows';
import type { Vault } from '../../server/crypto/vault';
import type { Db } from '../../server/db/client';
import { eors, partners } from '../../server/db/schema/profiles';
import type { Deps } from '../../server/deps';
import { registerForm, type FormServer } from '../../server/kit/form';
import { registerResource } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import type { ResourceServer } from '../../server/kit/resource-query';
import { tableQuery } from '../../server/kit/table-query';
import {
  employerFor,
  employerName,
  withoutEmployer,
} from '../../server/routes/payroll-config/employer';
import { type PayrollBankAccount, payrollBankAccountsResource } from './contract';
import { payrollBankAccountsForm } from './form';
import type { payrollBankAccountsQuery } from './query';
import { payrollBankAccounts } from './table';

const PAYROLL_BANK_ACCOUNTS_REFUSED =
  'Payroll bank accounts are for admins and partner owners, admins and finance staff';

/** The columns a response may carry: `account_number` is deliberately not among them. */
const rows = (db: Db) =>
  db
    .select({
      id: payrollBankAccounts.id,
      partner_id: payrollBankAccounts.partner_id,
      eor_id: payrollBankAccounts.eor_id,
      employer_name: employerName,
      name: payrollBankAccounts.name,
      bank_name: payrollBankAccounts.bank_name,
      routing_number: payrollBankAccounts.routing_number,
      account_last4: payrollBankAccounts.account_last4,
      created_at: payrollBankAccounts.created_at,
    })
    .from(payrollBankAccounts)
    .leftJoin(partners, eq(partners.id, payrollBankAccounts.partner_id))
    .leftJoin(eors, eq(eors.id, payrollBankAccounts.eor_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

const payrollBankAccountsServer: ResourceServer<
  Row,
  PayrollBankAccount,
  typeof payrollBankAccountsQuery
> = {
  query: {
    rows,
    ...tableQuery(payrollBankAccounts),
    filters: { name: payrollBankAccounts.name, partner_id: payrollBankAccounts.partner_id },
    sorts: {
      name: [payrollBankAccounts.name],
      bank_name: [payrollBankAccounts.bank_name],
      created_at: [payrollBankAccounts.created_at],
    },
  },
  scope: { partner_id: payrollBankAccounts.partner_id, eor_id: payrollBankAccounts.eor_id },
  toDto: (r) => ({
    ...r,
    account_last4: maskAccount(r.account_last4),
    created_at: r.created_at.toISOString(),
  }),
};

type Input = z.infer<typeof payrollBankAccountsForm.input>;

/** The number as stored: sealed, with its last four digits apart for display. */
const sealedNumber = (vault: Vault, accountNumber: string) => ({
  account_last4: lastFour(accountNumber),
  account_number: vault.seal(PAYROLL_ACCOUNT_NUMBER_COLUMN, accountNumber.trim()),
});

/**
 * Writes seal the account number before it reaches the database. A driver error would quote the
 * statement's parameters, the sealed number among them: the kit's error log redacts parameters.
 */
const formServer = (vault: Vault): FormServer<Input> => ({
  async create(tx, user, input) {
    const employer = await employerFor(tx, user, input.partner_id);
    const [row] = await tx
      .insert(payrollBankAccounts)
      .values({
        ...employer,
        name: input.name,
        bank_name: input.bank_name,
        routing_number: input.routing_number,
        ...sealedNumber(vault, input.account_number),
        created_by: user.id,
      })
      .returning({ id: payrollBankAccounts.id });
    return row!.id;
  },
  async update(tx, _user, id, patch) {
    const { account_number: accountNumber, ...rest } = withoutEmployer(patch);
    const changes = { ...rest, ...(accountNumber ? sealedNumber(vault, accountNumber) : {}) };
    if (Object.keys(changes).length)
      await tx.update(payrollBankAccounts).set(changes).where(eq(payrollBankAccounts.id, id));
  },
});

/** /v2/payroll_bank_accounts: list, detail, CSV (no account numbers), and the form's POST and PATCH. */
const payrollBankAccountsRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, payrollBankAccountsResource, payrollBankAccountsServer, {
    access: { allowed: canSeePayrollBankAccounts, message: PAYROLL_BANK_ACCOUNTS_REFUSED },
  });
  registerForm(
    app,
    deps,
    payrollBankAccountsResource,
    payrollBankAccountsForm,
    payrollBankAccountsServer,
    formServer(deps.vault),
  );
};

export const payrollBankAccountsPart: ResourceServerPart = { routes: payrollBankAccountsRoutes };
