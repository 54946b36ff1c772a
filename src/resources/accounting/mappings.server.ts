import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../server/db/client';
import { accountingAccounts, accountingMappings, eors, partners } from '../../server/db/schema';
import type { FormServer } from '../../server/kit/form';
import type { ResourceServer } from '../../server/kit/resource-query';
import {
  employerFor,
  employerName,
  withoutEmployer,
} from '../../server/routes/payroll-config/employer';
import { accountLabel, accountsServer } from './accounts.server';
import type { AccountingMapping } from './contract';
import { employerOfRow, requireEmployerAccounts } from './employer-accounts.server';
import type { accountingMappingsForm } from './form';
import { MAPPING_ITEM_LABELS } from './items';
import type { accountingMappingsQuery } from './query';

const rows = (db: Db) =>
  db
    .select({
      m: accountingMappings,
      code: accountingAccounts.code,
      name: accountingAccounts.name,
      employer_name: employerName,
    })
    .from(accountingMappings)
    .innerJoin(accountingAccounts, eq(accountingAccounts.id, accountingMappings.account_id))
    .leftJoin(partners, eq(partners.id, accountingMappings.partner_id))
    .leftJoin(eors, eq(eors.id, accountingMappings.eor_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

/** Items the employer posts to an account other than the default configuration's. */
export const mappingsServer: ResourceServer<
  Row,
  AccountingMapping,
  typeof accountingMappingsQuery
> = {
  query: {
    rows,
    count: (db) => db.select({ n: count() }).from(accountingMappings).$dynamic(),
    id: accountingMappings.id,
    filters: { item: accountingMappings.item, partner_id: accountingMappings.partner_id },
    sorts: { item: [accountingMappings.item], account: [accountingAccounts.code] },
  },
  scope: { partner_id: accountingMappings.partner_id, eor_id: accountingMappings.eor_id },
  toDto: ({ m, code, name, employer_name }) => ({
    id: m.id,
    partner_id: m.partner_id,
    eor_id: m.eor_id,
    employer_name,
    item: m.item as AccountingMapping['item'],
    item_label: MAPPING_ITEM_LABELS[m.item as AccountingMapping['item']] ?? m.item,
    account_id: m.account_id,
    account: accountLabel({ code, name }),
    created_at: m.created_at,
  }),
};

type Input = z.infer<typeof accountingMappingsForm.input>;

const taken = { field: 'item' as const, message: 'This item is mapped already: edit its mapping' };

export const mappingsFormServer: FormServer<Input> = {
  async create(tx, user, { partner_id, ...input }) {
    const employer = await employerFor(tx, user, partner_id);
    await requireEmployerAccounts(tx, employer, { account_id: input.account_id });
    const [row] = await tx
      .insert(accountingMappings)
      .values({ ...employer, ...input })
      .returning({ id: accountingMappings.id });
    return row!.id;
  },
  async update(tx, _user, id, patch) {
    const changes = withoutEmployer(patch);
    await requireEmployerAccounts(tx, await employerOfRow(tx, accountingMappings, id), {
      account_id: changes.account_id,
    });
    if (Object.keys(changes).length)
      await tx.update(accountingMappings).set(changes).where(eq(accountingMappings.id, id));
  },
  references: { account_id: { label: 'Account', server: accountsServer } },
  unique: {
    accounting_mappings_partner_item_idx: taken,
    accounting_mappings_eor_item_idx: taken,
  },
};
