import nodemailer from 'nodemailer';
import type { Deps } from '../deps';
import { isDemoMode } from '../env';
import { outbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

let transport: ReturnType<typeof nodemailer.createTransport> | undefined;

/** Demo mode writes to the outbox (read at /dev/mailbox); production sends over SMTP_URL. */
export async function sendMail(deps: Deps, mail: Mail): Promise<void> {
  if (isDemoMode(deps.env)) {
    await deps.db.insert(outbox).values({ ...mail, created_at: deps.now() });
    return;
  }
  if (!deps.env.SMTP_URL) throw new Error('SMTP_URL is not set: mail cannot be sent in production mode');
  transport ??= nodemailer.createTransport(deps.env.SMTP_URL);
  await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.body });
}
