import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../../tests/server-harness';
import { authOf } from '../../../../tests/as-user';
import { availability } from '../../../../machines/kit/workflow';
import { subjectOfTimesheet, timesheetDefinition } from '../../../resources/timesheets/definition';
import type { Replay } from '../../../domain/contracts/replay';
import type { TimesheetDetail, TimesheetList } from '../../../resources/timesheets/contract';
import type { User } from '../../../domain/contracts/user';
import { AUDIT_TRAIL_TIMESHEET_ID } from '../../seed/audit-trail';

let h: Harness;
const auth = authOf(() => h);
const get = async (email: string, url: string) =>
  h.app.inject({ method: 'GET', url, headers: await auth(email) });
const replayUrl = (id: string) => `/v2/timesheets/${id}/replay`;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

describe('GET /v2/timesheets/{id}/replay', () => {
  it('replays the paid demo timesheet step by step: actor, origin, texts, state after, and who could act then', async () => {
    const res = await get('admin@demo.test', replayUrl(AUDIT_TRAIL_TIMESHEET_ID));
    expect(res.statusCode).toBe(200);
    const replay = res.json() as Replay;
    expect(replay.chart).toBe('timesheet');
    expect(replay.steps.map((s) => s.action)).toEqual([
      null,
      'submit',
      'reject',
      'unreject',
      'sign',
      'approve_with_evidence',
      'no_bill',
      'undo_no_bill',
      'paid',
      'unpaid',
      'paid',
      null,
    ]);
    expect(replay.steps.map((s) => s.to)).toEqual([
      'draft',
      'submitted',
      'rejected',
      'submitted',
      'signed',
      'approved',
      'approved.noBill',
      'approved',
      'approved.paid',
      'approved',
      'approved.paid',
      'approved.paid',
    ]);
    expect(replay.steps.map((s) => s.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // Paid again by Acme's June payroll run: its Mark Paid, then the fact that put it on the paycheck.
    const [paidByRun, sent] = replay.steps.slice(-2);
    expect(paidByRun?.actor_role).not.toBe('admin:admin');
    expect(sent?.type).toBe('timesheet.sentToPayroll');
    const [, submit, reject, , sign, evidence] = replay.steps;
    expect(submit?.location).toMatchObject({ latitude: 40.7128, source: 'device' });
    expect(submit?.actor_role).toBe('contractor');
    expect(submit?.ip).toBe('203.0.113.7');
    expect(reject?.reason).toBe('Hours do not match the site log');
    expect(reject?.actor_role).toBe('client:manager');
    expect(evidence?.evidence).toBe('Approved by email from the site manager');
    expect(sign?.active).toContain('timesheet.signed');
    expect(replay.steps.at(-1)?.active).toEqual(
      expect.arrayContaining([
        'timesheet.approved',
        'timesheet.approved.payment.paid',
        'timesheet.approved.billing.billable',
      ]),
    );

    // The cast: one user per type and role among the record's parties, never another tenant's.
    const roles = submit?.roles.map((r) => r.role) ?? [];
    expect(roles).toEqual(
      expect.arrayContaining([
        'admin:admin',
        'partner:owner',
        'partner:recruiter',
        'client:owner',
        'client:manager',
        'contractor',
      ]),
    );
    expect(submit?.roles.map((r) => r.user_email)).not.toContain('owner@selfco.test');
    expect(new Set(roles).size).toBe(roles.length);

    // Each role's verdicts equal the chart's own judge for that user on the record as it stood then.
    const users = new Map<string, User>();
    for (const r of submit?.roles ?? []) {
      const u = await get(r.user_email, '/v2/user');
      if (u.statusCode === 200) users.set(r.user_email, u.json() as User);
    }
    expect(users.size).toBeGreaterThan(4);
    // A step is judged on the record as it stood then, and on whether its pay is on a paid paycheck now.
    const stored = {
      submitted: {
        status: 'submitted',
        billing: 'billable',
        paid: false,
        payroll_submission_date: null,
      },
      paid: {
        status: 'approved',
        billing: 'billable',
        paid: true,
        payroll_submission_date: '2026-06-16',
      },
    } as const;
    const facts = {
      requires_signature: true,
      client_billing_invoice_date: null,
      pay_on_paid_paycheck: true,
    };
    for (const [step, state] of [
      [submit, stored.submitted],
      [replay.steps.at(-1), stored.paid],
    ] as const) {
      for (const role of step?.roles ?? []) {
        const user = users.get(role.user_email);
        if (!user) continue;
        const expected = availability(
          timesheetDefinition,
          subjectOfTimesheet({ ...state, ...facts }),
          user,
        );
        expect(
          role.actions.map((a) => [a.action, a.available, a.reasons]),
          `${role.role} at ${step?.to}`,
        ).toEqual(expected.map((a) => [a.action, a.available, a.reasons]));
      }
    }
    const can = (step: Replay['steps'][number] | undefined, role: string) =>
      step?.roles
        .find((r) => r.role === role)
        ?.actions.filter((a) => a.available)
        .map((a) => a.action);
    expect(can(submit, 'client:owner')).toEqual(
      expect.arrayContaining(['sign', 'reject', 'approve_with_evidence']),
    );
    expect(can(submit, 'client:owner')).not.toContain('approve');
    // Paid on a paid paycheck: not even an admin may mark it unpaid, and each refusal says why.
    expect(can(replay.steps.at(-1), 'admin:admin')).not.toContain('unpaid');
    expect(can(replay.steps.at(-1), 'partner:owner')).not.toContain('unpaid');
    const refusal = (role: string) =>
      replay.steps
        .at(-1)
        ?.roles.find((r) => r.role === role)
        ?.actions.find((a) => a.action === 'unpaid');
    expect(refusal('admin:admin')?.reasons.join(' ')).toContain('paid paycheck');
    expect(refusal('partner:owner')?.reasons.join(' ')).toContain('admins');
    expect(refusal('partner:owner')?.event).toBe('timesheet.markUnpaid');
  });

  it('is for auditors only, in their tenant scope', async () => {
    const own = await get('owner@acme.test', replayUrl(AUDIT_TRAIL_TIMESHEET_ID));
    expect(own.statusCode).toBe(200);
    // The contractor's IP and location are personal data the partner may see (spec §6 hides them from clients only).
    expect((own.json() as Replay).steps[1]?.ip).toBe('203.0.113.7');
    expect((await get('finance@acme.test', replayUrl(AUDIT_TRAIL_TIMESHEET_ID))).statusCode).toBe(
      200,
    );
    for (const email of [
      'recruiter@acme.test',
      'client@globex.test',
      'contractor@demo.test',
      'sales@demo.test',
    ]) {
      const res = await get(email, replayUrl(AUDIT_TRAIL_TIMESHEET_ID));
      expect(res.statusCode, email).toBe(403);
    }
    expect((await get('owner@selfco.test', replayUrl(AUDIT_TRAIL_TIMESHEET_ID))).statusCode).toBe(
      404,
    );
    expect((await get('eor@demo.test', replayUrl(AUDIT_TRAIL_TIMESHEET_ID))).statusCode).toBe(404);
    const eorList = (await (
      await get('eor@demo.test', '/v2/timesheets?paid=true&per_page=1')
    ).json()) as TimesheetList;
    const eorOwn = eorList.data[0];
    if (!eorOwn) throw new Error('no paid EOR timesheet');
    const replay = (await get('eor@demo.test', replayUrl(eorOwn.id))).json() as Replay;
    expect(replay.steps.at(-1)?.to).toContain('paid');
    expect(replay.steps[0]?.roles.map((r) => r.role)).not.toContain('partner:owner');
    expect(
      (await h.app.inject({ method: 'GET', url: replayUrl(AUDIT_TRAIL_TIMESHEET_ID) })).statusCode,
    ).toBe(401);
    const detail = (
      await get('admin@demo.test', `/v2/timesheets/${AUDIT_TRAIL_TIMESHEET_ID}`)
    ).json() as TimesheetDetail;
    expect(detail.timesheet.paid).toBe(true);
  });
});
