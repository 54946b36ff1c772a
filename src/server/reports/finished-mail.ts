import { eq, inArray } from 'drizzle-orm';
import { mayRunReport } from '../../resources/reports/policy';
import { loadUser } from '../auth/load-user';
import { reportRuns, reportSchedules, storedFiles } from '../db/schema';
import type { Subscriber } from '../events/subscriber';
import { signedFileUrl } from '../files/signed-url';
import { appLink } from '../mail/app-link';
import { sendMail } from '../mail/send';
import { reportRunEvents, reportTitle } from '../../resources/reports/server';
import { tenantOf } from '../kit/scope';

/** A mailed link lives a week: long enough to open the mail, and it names one file only. */
export const MAILED_LINK_TTL_MS = 7 * 24 * 3_600_000;

/**
 * A scheduled run that finished is mailed to its schedule's recipients, each only if they may see
 * that report now and belong to the run's partner or employer of record: a signed link to the XLSX
 * that expires in a week, and the page of the run. One mail per recipient and run (the outbox keys it).
 */
export const reportFinishedMail: Subscriber = {
  name: 'reports.finished-mail',
  streamType: reportRunEvents.type,
  types: ['report_run.finish'],
  async handle({ tx, deps, event, key }) {
    const [run] = await tx.select().from(reportRuns).where(eq(reportRuns.id, event.stream_id));
    if (!run?.schedule_id || !run.xlsx_file_id) return;
    const [schedule] = await tx
      .select()
      .from(reportSchedules)
      .where(eq(reportSchedules.id, run.schedule_id));
    if (!schedule || schedule.recipients.length === 0) return;
    const [file] = await tx
      .select()
      .from(storedFiles)
      .where(inArray(storedFiles.id, [run.xlsx_file_id]));
    if (!file) return;
    const title = reportTitle(run.report);
    for (const userId of schedule.recipients) {
      const user = await loadUser(tx as never, userId);
      if (!user || !mayRunReport(user, run.report)) continue;
      const tenant = tenantOf(user);
      const sameTenant =
        user.user_type === 'admin' ||
        (tenant && (tenant.id === run.partner_id || tenant.id === run.eor_id));
      if (!sameTenant) continue;
      const link = appLink(deps.env, signedFileUrl(file, deps.now(), MAILED_LINK_TTL_MS));
      await sendMail(
        deps,
        {
          to: user.email,
          subject: `${title} is ready`,
          body: [
            `The scheduled report "${title}" (${run.slot ?? ''}) finished with ${run.rows_total} rows.`,
            '',
            `Download it (the link expires in 7 days): ${link}`,
            `Open it in the app: ${appLink(deps.env, `/reports/${run.id}`)}`,
          ].join('\n'),
          dedupeKey: `${key}:${user.id}`,
        },
        tx,
      );
    }
  },
};
