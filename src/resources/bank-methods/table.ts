import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Bank accounts a profile is paid out to (`payout`), pays from (`payment`), or a contractor's wages
 * are loaded to (`pay_card`). The owner is the caller's profile (partner, eor, sales_partner, client,
 * or contractor for a pay card). The full account number is kept only to move money: the API never
 * returns it and logs never see it. Removal is soft, for audit.
 */
export const bankMethods = pgTable(
  'bank_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    owner_type: text('owner_type').notNull(),
    owner_id: uuid('owner_id').notNull(),
    account_holder: text('account_holder').notNull(),
    bank_name: text('bank_name').notNull(),
    routing_number: text('routing_number').notNull(),
    account_last4: text('account_last4').notNull(),
    /** Sealed (src/server/crypto/vault.ts); `account_last4` is the only part in clear. */
    account_number: text('account_number').notNull(),
    is_default: boolean('is_default').notNull().default(false),
    created_by: uuid('created_by'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removed_at: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('bank_methods_owner_idx').on(t.owner_type, t.owner_id, t.kind),
    // At most one live default per owner and kind, even under concurrent requests.
    uniqueIndex('bank_methods_one_default_idx')
      .on(t.owner_type, t.owner_id, t.kind)
      .where(sql`${t.is_default} and ${t.removed_at} is null`),
  ],
);
