import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One outside service's configuration for one owner (spec `/integrations/{id}`): `owner_key` is
 * `platform` (admins) or `partner:<id>` / `eor:<id>` (an employer), so every query is scoped by
 * it. The credential is sealed by the vault (column `integration_configs.credential`) and only its
 * last four characters are ever answered. `failing_since` is set by a failed test or live call and
 * cleared by a successful one.
 */
export const integrationConfigs = pgTable(
  'integration_configs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner_key: text('owner_key').notNull(),
    adapter_id: text('adapter_id').notNull(),
    credential_sealed: text('credential_sealed'),
    credential_last4: text('credential_last4'),
    connected_at: instant('connected_at'),
    failing_since: instant('failing_since'),
    last_message: text('last_message'),
    /** The one connect (`/accounting_auth`) state still awaiting its callback; cleared when used. */
    pending_state_nonce: text('pending_state_nonce'),
    updated_at: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('integration_configs_owner_adapter_idx').on(t.owner_key, t.adapter_id)],
);
