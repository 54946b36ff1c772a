import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { User } from '../../domain/contracts/user';
import type { NotificationKind } from '../../resources/notifications/kinds';
import type { Tx } from '../db/client';
import { users } from '../db/schema';
import type { StoredEvent } from '../events/store';
import { findVisible } from '../kit/list';
import type { ResourceServer } from '../kit/resource-query';
import { findInScope } from '../kit/workflow/load';
import { tenantOf } from '../kit/scope';
import type { ProjectionRow, WorkflowServer } from '../kit/workflow/server';
import type { DailyTenant } from './tenant';

/** What a notification says: a title naming the record, a sentence, and the app path of the record. */
export interface NotificationContent {
  title: string;
  body: string;
  link: string;
}

/**
 * Whether a user may open the record a notification is about: the same access rule and tenant scope
 * its page applies. A notification is only ever written for a user this answers yes for.
 */
export type CanOpen = ((tx: Tx, user: User, recordId: string) => Promise<boolean>) & {
  /**
   * A key two users share only when every record opens for both or for neither (their access and
   * tenant scope): a daily run asks once per record and key, not once per person of a large staff.
   */
  sharedBy?: (user: User) => string;
};

/**
 * One record to tell people about: the users to consider and what to tell them. Candidates are only
 * that: each is loaded as a session would load them and kept only if the kind's `canOpen` (and its
 * `may`, the policy of acting on it) says so (deliver.ts).
 */
export interface Notice {
  recordId: string;
  candidates: string[];
  content: NotificationContent;
  /**
   * What makes a daily notice news, in place of the day: a worker's stuck step is told once per
   * step and wait, not every day it goes on waiting.
   */
  once?: string;
}

/** What every kind has: who may open its records, and whether its mail is another subscriber's. */
interface KindBase {
  kind: NotificationKind;
  canOpen: CanOpen;
  /** The policy of the action the notification asks for (deciders of a timesheet), beyond opening it. */
  may?: (user: User) => boolean;
  /** Another mail already carries this kind (the invoice itself): in-app only here, and why. */
  mailedElsewhere?: string;
}

/** A kind fed by committed events: which events, and what each is about. */
export interface EventNotification extends KindBase {
  streamType: string;
  types: readonly string[];
  /** What the event is about: usually its own record; a settled payroll run, each paycheck it paid. */
  notices: (tx: Tx, event: StoredEvent) => Promise<Notice[]>;
}

/** One page of a daily kind's records: their notices, and the last record read while more may follow. */
export interface DailyPage {
  notices: Notice[];
  /** The id to go on after (the page was full), or null: the employer's records are done. */
  after: string | null;
}

/**
 * A kind the daily job raises (a reminder), once per record, recipient and day (or its notice's
 * `once`), worked out one employer at a time, `limit` records a page in id order after `after`.
 */
export interface DailyNotification extends KindBase {
  daily: (
    tx: Tx,
    day: string,
    tenant: DailyTenant,
    page: { after: string | null; limit: number },
  ) => Promise<DailyPage>;
}

export const isDaily = (k: EventNotification | DailyNotification): k is DailyNotification =>
  'daily' in k;

/**
 * A workflow's record opens for a user its detail page opens for: access, then the tenant scope. The server is
 * asked for when first needed: the workflow modules import the event store, which imports this.
 */
export const openableWorkflow = <J, Row extends ProjectionRow, S, F, A extends string, Item>(
  serverOf: () => WorkflowServer<J, Row, S, F, A, Item>,
): CanOpen => {
  const allowed = (user: User) => serverOf().access?.allowed(user) ?? true;
  const canOpen: CanOpen = async (tx, user, id) =>
    allowed(user) && Boolean(await findInScope(tx, serverOf(), user, id));
  // findInScope reads the user only through tenantScope: the user type and its tenant.
  canOpen.sharedBy = (user) => `${allowed(user)}:${user.user_type}:${tenantOf(user)?.id ?? ''}`;
  return canOpen;
};

/** The same for a kit resource with its own list access rule (paychecks). */
export const openableResource =
  <Row, Item>(
    // The resource's query descriptor and totals play no part in finding one row.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    serverOf: () => ResourceServer<Row, Item, any, any>,
    allowed: (user: User) => boolean,
  ): CanOpen =>
  async (tx, user, id) =>
    allowed(user) && Boolean(await findVisible(tx, user, serverOf(), id));

/** Active users matching any of the conditions: the people of a tenant, or named users. */
export async function activeUsers(tx: Tx, ...conditions: (SQL | undefined)[]): Promise<string[]> {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  if (!present.length) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(isNull(users.deactivated_at), or(...present)));
  return rows.map((r) => r.id);
}

/** Users of these tenants (null ids are skipped). */
export const tenantUsers = (
  tx: Tx,
  t: {
    partner_id?: string | null;
    client_id?: string | null;
    eor_id?: string | null;
    contractor_id?: string | null;
  },
) =>
  activeUsers(
    tx,
    t.partner_id ? eq(users.partner_id, t.partner_id) : undefined,
    t.client_id ? eq(users.client_id, t.client_id) : undefined,
    t.eor_id ? eq(users.eor_id, t.eor_id) : undefined,
    t.contractor_id ? eq(users.contractor_id, t.contractor_id) : undefined,
  );

export const namedUsers = (tx: Tx, ids: readonly string[]) =>
  ids.length ? activeUsers(tx, inArray(users.id, [...ids])) : Promise.resolve([]);
