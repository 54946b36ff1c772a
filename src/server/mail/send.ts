import nodemailer from 'nodemailer';
import type { Db, Tx } from '../db/client';
import type { Deps } from '../deps';
import { isDemoMode } from '../env';
import { outbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  /**
   * Mail caused by an event names it (subscriber and event): the outbox keeps one mail per key, and
   * over SMTP it becomes the Message-ID, so a receiving server can drop a repeat.
   */
  dedupeKey?: string;
}

let transport: ReturnType<typeof nodemailer.createTransport> | undefined;

/** Demo mode writes to the outbox (read at /dev/mailbox), in `db` (a caller's transaction); production sends over SMTP_URL. */
export async function sendMail(deps: Deps, mail: Mail, db: Db | Tx = deps.db): Promise<void> {
  if (isDemoMode(deps.env)) {
    await db
      .insert(outbox)
      .values({
        to: mail.to,
        subject: mail.subject,
        body: mail.body,
        dedupe_key: mail.dedupeKey ?? null,
        created_at: deps.now(),
      })
      .onConflictDoNothing({ target: outbox.dedupe_key });
    return;
  }
  if (!deps.env.SMTP_URL)
    throw new Error('SMTP_URL is not set: mail cannot be sent in production mode');
  transport ??= nodemailer.createTransport(deps.env.SMTP_URL);
  const messageId = mail.dedupeKey
    ? `<${mail.dedupeKey.replace(/[^\w.-]/g, '.')}@${new URL(deps.env.PUBLIC_URL ?? 'http://localhost').hostname}>`
    : undefined;
  await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.body, messageId });
}
