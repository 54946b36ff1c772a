import { asc, eq, sql } from 'drizzle-orm';
import type { User } from '../../domain/contracts/user';
import { loadUser } from '../../server/auth/load-user';
import type { Db } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { ApiError } from '../../server/lib/errors';
import { type JoinedRow, findVisible, timesheetServer } from '../timesheets/server';
import { judge } from '../../../machines/kit/workflow';
import { subjectOf } from '../../server/kit/workflow/server';

export type LinkDecision = 'approve' | 'reject';

/** A client that requires a signature signs as it approves: two chart events, both by the recipient. */
export function linkSteps(row: JoinedRow, decision: LinkDecision) {
  if (decision === 'reject') return ['reject'] as const;
  return row.t.status === 'submitted' && row.requires_signature
    ? (['sign', 'approve'] as const)
    : (['approve'] as const);
}

const refuse = (msg: string) =>
  new ApiError(422, msg, {
    detail: [{ loc: ['body', 'approver_email'], msg, type: 'value_error' }],
  });

/**
 * The recipient's right to approve, judged exactly as POST /timesheets/{id}/actions/approve would
 * judge it for them: they must see the timesheet and spec §6 plus the chart must accept their first step.
 */
async function verdictFor(db: Db, userId: string, timesheetId: string) {
  const recipient = await loadUser(db, userId);
  const row = recipient && (await findVisible(db, recipient, timesheetId));
  if (!recipient || !row) return null;
  return {
    recipient,
    verdict: judge(
      timesheetServer.definition,
      subjectOf(timesheetServer, row),
      recipient,
      linkSteps(row, 'approve')[0],
    ),
  };
}

/**
 * Who receives the link: the named user, or else the timesheet's client owner (then its other users by
 * email) when they may approve it. Unknown and out-of-scope emails get the same answer, so the endpoint reveals no accounts.
 */
export async function chooseRecipient(
  db: Db,
  row: JoinedRow,
  email: string | undefined,
): Promise<User> {
  if (email) {
    const [found] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    const judged = found && (await verdictFor(db, found.id, row.t.id));
    if (!judged) throw refuse(`No one who may approve this timesheet has the email ${email}.`);
    if (!judged.verdict.ok)
      throw refuse(
        `${judged.recipient.email} may not approve this timesheet: ${judged.verdict.reasons.join(' ')}`,
      );
    return judged.recipient;
  }
  const candidates = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.client_id, row.t.client_id))
    .orderBy(sql`${users.role} = 'owner' desc`, asc(users.email));
  for (const c of candidates) {
    const judged = await verdictFor(db, c.id, row.t.id);
    if (judged?.verdict.ok) return judged.recipient;
  }
  throw refuse(
    "None of this client's users may approve this timesheet; name an approver by email.",
  );
}
