import { eq } from 'drizzle-orm';
import type { User } from '../../domain/contracts/user';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../resources/notifications/kinds';
import type { Db, Tx } from '../db/client';
import { clients, partners, platformSettings, whiteLabels } from '../db/schema';
import type { Deps } from '../deps';
import { appLink } from '../mail/app-link';
import { sendMail } from '../mail/send';
import type { NotificationContent } from './kind';
import { issueToken } from './tokens';

/** The partner whose brand a user sees: their own, their contractor's or their client's partner. */
async function partnerOf(tx: Db | Tx, user: User): Promise<string | null> {
  const own = user.partner?.id ?? user.contractor?.partner?.id;
  if (own) return own;
  if (!user.client) return null;
  const [c] = await tx
    .select({ partner_id: clients.partner_id })
    .from(clients)
    .where(eq(clients.id, user.client.id));
  return c?.partner_id ?? null;
}

/** The name mail is signed with: the partner's white label, else the partner, else the platform. */
export async function brandNameFor(tx: Db | Tx, user: User): Promise<string> {
  const partnerId = await partnerOf(tx, user);
  if (partnerId) {
    const [p] = await tx
      .select({ label: whiteLabels.brand_name, name: partners.entity_name })
      .from(partners)
      .leftJoin(whiteLabels, eq(whiteLabels.partner_id, partners.id))
      .where(eq(partners.id, partnerId));
    if (p) return p.label ?? p.name;
  }
  const [platform] = await tx
    .select({ name: platformSettings.brand_name })
    .from(platformSettings)
    .limit(1);
  return platform?.name ?? 'Staffwise';
}

/** The link that stops this kind's mail for this user, without signing in. */
export async function unsubscribeLink(tx: Tx, deps: Deps, userId: string, kind: NotificationKind) {
  const { token } = await issueToken(tx, 'unsubscribe', userId, kind, deps.now());
  return appLink(deps.env, `/v2/notifications/unsubscribe?token=${token}`);
}

const greeting = (user: User) => `Hello${user.first_name ? ` ${user.first_name}` : ''},`;

/** What every notification mail to one user about one kind carries: its brand and unsubscribe link. */
export interface MailSignature {
  brand: string;
  stop: string;
}

export async function mailSignature(
  tx: Tx,
  deps: Deps,
  user: User,
  kind: NotificationKind,
): Promise<MailSignature> {
  return {
    brand: await brandNameFor(tx, user),
    stop: await unsubscribeLink(tx, deps, user.id, kind),
  };
}

/** One notification as mail, in the user's brand, with its record's link and an unsubscribe link. */
export async function mailNotification(
  tx: Tx,
  deps: Deps,
  user: User,
  kind: NotificationKind,
  content: NotificationContent,
  dedupeKey: string,
  { brand, stop }: MailSignature,
) {
  await sendMail(
    deps,
    {
      to: user.email,
      subject: `${brand}: ${content.title}`,
      body: `${greeting(user)}\n\n${content.body}\n\nOpen it: ${appLink(deps.env, content.link)}\n\n${brand}\n\nStop these mails (${NOTIFICATION_KINDS[kind]}): ${stop}\n`,
      dedupeKey,
    },
    tx,
  );
}

/** A day's notifications of the kinds a user chose a digest for, as one mail. */
export async function mailDigest(
  tx: Tx,
  deps: Deps,
  user: User,
  day: string,
  items: readonly { kind: NotificationKind; content: NotificationContent }[],
) {
  const brand = await brandNameFor(tx, user);
  const lines = items
    .map((i) => `- ${i.content.title}\n  ${appLink(deps.env, i.content.link)}`)
    .join('\n');
  const kinds = [...new Set(items.map((i) => i.kind))];
  const stops = await Promise.all(
    kinds.map(
      async (k) => `- ${NOTIFICATION_KINDS[k]}: ${await unsubscribeLink(tx, deps, user.id, k)}`,
    ),
  );
  await sendMail(
    deps,
    {
      to: user.email,
      subject: `${brand}: your daily summary (${items.length})`,
      body: `${greeting(user)}\n\nWhat happened since your last summary:\n\n${lines}\n\nAll of them: ${appLink(deps.env, '/notifications')}\n\n${brand}\n\nStop these mails:\n${stops.join('\n')}\n`,
      dedupeKey: `notification-digest:${user.id}:${day}`,
    },
    tx,
  );
}
