import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import {
  accountingAccounts,
  accountingDefaultConfigs,
  accountingMappings,
} from '../../server/db/schema';
import type { Employer } from '../../server/routes/payroll-config/employer';
import type { JournalEntry } from './contract';
import { roleColumn } from './form';
import { DEFAULT_ROLE, MAPPING_ITEM_LABELS, type MappingItem } from './items';
import type { Entry } from './journal';

type Account = { id: string; code: string; name: string };

const whereEmployer = (employer: Employer, t: { partner_id: SQLWrapper; eor_id: SQLWrapper }) =>
  employer.partner_id
    ? sql`${t.partner_id} = ${employer.partner_id}`
    : sql`${t.eor_id} = ${employer.eor_id}`;

/**
 * Which account each item posts to for one employer: its mapping, else the default configuration's
 * account for the item's role, else none yet.
 */
export async function accountsOfItems(db: Db, employer: Employer) {
  const [accounts, mappings, [config]] = await Promise.all([
    db.select().from(accountingAccounts).where(whereEmployer(employer, accountingAccounts)),
    db.select().from(accountingMappings).where(whereEmployer(employer, accountingMappings)),
    db
      .select()
      .from(accountingDefaultConfigs)
      .where(whereEmployer(employer, accountingDefaultConfigs)),
  ]);
  const byId = new Map(accounts.map((a) => [a.id, { id: a.id, code: a.code, name: a.name }]));
  const mapped = new Map(mappings.map((m) => [m.item, m.account_id]));
  return (item: MappingItem): Account | null => {
    const id = mapped.get(item) ?? config?.[roleColumn(DEFAULT_ROLE[item])] ?? null;
    return (id && byId.get(id)) || null;
  };
}

/** The entries with each line's account, as the API and the exports give them. */
export const withAccounts = (
  entries: readonly Entry[],
  accountOf: (item: MappingItem) => Account | null,
): JournalEntry[] =>
  entries.map((e) => ({
    ...e,
    lines: e.lines.map((l) => ({
      ...l,
      item_label: MAPPING_ITEM_LABELS[l.item],
      account: accountOf(l.item),
    })),
  }));

/** The items of these entries no account takes yet, by label. */
export const unmappedItems = (entries: readonly JournalEntry[]) => [
  ...new Set(entries.flatMap((e) => e.lines.filter((l) => !l.account).map((l) => l.item_label))),
];
