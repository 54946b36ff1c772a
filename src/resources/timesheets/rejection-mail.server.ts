import { eq } from 'drizzle-orm';
import { formatHours } from '../../domain/timesheets/hours';
import { clients, timesheets, users } from '../../server/db/schema';
import type { Subscriber } from '../../server/events/subscriber';
import { appLink } from '../../server/mail/app-link';
import { sendMail } from '../../server/mail/send';
import { timesheetEvents, timesheetPayloads } from './events.server';

/**
 * When a timesheet is rejected, its contractor (who entered it) gets the reason and a link to it. The
 * mail is written in the delivery's transaction under the delivery's key, so it goes out once per
 * rejection however often the delivery runs.
 */
export const rejectionMail: Subscriber = {
  name: 'timesheet.rejection-mail',
  streamType: timesheetEvents.type,
  types: ['timesheet.reject'],
  async handle({ tx, deps, event, key }) {
    const { reason } = timesheetPayloads['timesheet.reject'].parse(event.payload);
    const [t] = await tx
      .select({
        date: timesheets.date,
        hours: timesheets.hours_hundredths,
        client: clients.entity_name,
        email: users.email,
        first_name: users.first_name,
      })
      .from(timesheets)
      .innerJoin(clients, eq(clients.id, timesheets.client_id))
      .innerJoin(users, eq(users.contractor_id, timesheets.contractor_id))
      .where(eq(timesheets.id, event.stream_id));
    // A contractor without a login has no mailbox here: nobody to tell.
    if (!t) return;
    const link = appLink(deps.env, `/timesheets/${event.stream_id}`);
    await sendMail(
      deps,
      {
        to: t.email,
        subject: `Your timesheet for ${t.date} was rejected`,
        body: `Hello${t.first_name ? ` ${t.first_name}` : ''},\n\nYour timesheet for ${t.date} (${formatHours(t.hours)} hours at ${t.client}) was rejected.\n\nReason: ${reason}\n\nCorrect it and submit it again: ${link}\n`,
        dedupeKey: key,
      },
      tx,
    );
  },
};
