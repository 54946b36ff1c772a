import { eq } from 'drizzle-orm';
import type { User } from '../../domain/contracts/user';
import { formatDate } from '../../domain/format/format';
import { appLink } from '../../server/mail/app-link';
import type { Deps } from '../../server/deps';
import { sendMail } from '../../server/mail/send';
import { toDto, type JoinedRow } from '../timesheets/server';
import type { EasyApproveLinkSent } from './contract';
import { LINK_TTL_MS, newLinkKey, signLink } from './links.server';
import { easyApproveLinks } from './table';

/**
 * Stores a link for `recipient` and mails it to them: the token exists only in that mail (outbox in
 * demo mode, SMTP in production), so whoever asked for it cannot use it. A link whose mail could not
 * be sent is removed again.
 */
export async function mailLink(
  deps: Deps,
  sender: User,
  recipient: User,
  row: JoinedRow,
): Promise<EasyApproveLinkSent> {
  const expires = new Date(deps.now().getTime() + LINK_TTL_MS);
  const key = newLinkKey();
  const [link] = await deps.db
    .insert(easyApproveLinks)
    .values({
      timesheet_id: row.t.id,
      approver_user_id: recipient.id,
      signing_key: key,
      version: row.t.version,
      expires_at: expires,
    })
    .returning();
  if (!link) throw new Error('link not stored');
  const t = toDto(row, recipient);
  const url = appLink(deps.env, `/easy_approve?token=${signLink(link.id, expires, key)}`);
  try {
    await sendMail(deps, {
      to: recipient.email,
      subject: `Timesheet to approve: ${t.contractor_name}, ${formatDate(t.date)}`,
      body: [
        `${sender.first_name} ${sender.last_name} asks you to approve ${t.contractor_name}'s timesheet for ${formatDate(t.date)} (${t.hours_worked} hours).`,
        `Approve or reject it without signing in, until ${expires.toISOString().slice(0, 10)}: ${url}`,
        'Do not forward this mail: anyone holding the link can decide in your name.',
      ].join('\n\n'),
    });
  } catch (err) {
    await deps.db.delete(easyApproveLinks).where(eq(easyApproveLinks.id, link.id));
    throw err;
  }
  return { sent_to: recipient.email, expires_at: expires.toISOString() };
}
