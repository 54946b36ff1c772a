import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf } from '../../../tests/as-user';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { PayrollPreview, PayrollRun, PayrollSettings } from '../payroll-runs/contract';
import { DEMO_SETTLE_MS } from '../../server/billing/bank-adapter';
import { events, paychecks } from '../../server/db/schema';
import { foldProjections } from '../../server/kit/workflow/rebuild';
import { parseEnv } from '../../server/env';
import {
  BIRTH_DATE_MISSING,
  DEMO_CHECK_MS,
  DEMO_DECLINE_REASON,
} from '../../server/integrations/identity/demo';
import { IDENTITY_NOT_VERIFIED, identityRefusalOf } from '../../server/payroll/identity-gate';
import { jobDepsOf } from '../../server/payroll/jobs';
import { processRun } from '../../server/payroll/run-job';
import type { IdentityCallback, MyIdentityVerification } from './contract';
import { BAD_SIGNATURE } from './server';
import { ALREADY_VERIFIED, signatureOf } from './sessions.server';
import { identityVerifications } from './table';
import { identityVerificationServer } from './workflow.server';
import { manualPayrollQueue } from '../../../tests/payroll-queue';

const SECRET = 'identity-webhook-test-secret';
/** The run's job runs only when a test says so. */
let h: Harness;
beforeAll(async () => {
  h = await createHarness({
    payrollQueue: manualPayrollQueue,
    env: parseEnv({ NODE_ENV: 'test', APP_MODE: 'local', IDENTITY_WEBHOOK_SECRET: SECRET }),
  });
});
afterAll(() => h.close());

const call = callerOf(() => h);
const NINA_REFUSAL = identityRefusalOf('Nina Newhire');

async function mine(email: string): Promise<MyIdentityVerification> {
  const res = await call(email, 'GET', '/identity_verifications/mine');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MyIdentityVerification;
}

async function start(email: string): Promise<MyIdentityVerification> {
  const res = await call(email, 'POST', '/identity_verifications/start');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MyIdentityVerification;
}

const callback = (body: IdentityCallback, signature = signatureOf(SECRET, body)) =>
  h.app.inject({
    method: 'POST',
    url: '/v2/identity_verifications/callback',
    headers: { 'identity-signature': signature },
    payload: body,
  });

const sessionOf = async (contractorId: string) =>
  (
    await h.deps.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.contractor_id, contractorId))
  )[0]!;

async function acmeSettings(): Promise<PayrollSettings> {
  return (
    (await call('owner@acme.test', 'GET', '/payroll_settings')).json().data as PayrollSettings[]
  )[0]!;
}

/** The demo's drafted Acme run of 2026-10-19 – 11-01: Connie (paid before, in June) and Nina (never paid). */
async function draftedRun(): Promise<PayrollRun> {
  const list = await call(
    'owner@acme.test',
    'GET',
    '/payroll_runs?status=pre_draft&period_start_from=2026-10-19&period_start_to=2026-10-19',
  );
  return (list.json().data as PayrollRun[])[0]!;
}

const preview = async (id: string) =>
  (await call('owner@acme.test', 'GET', `/payroll_runs/${id}/preview`)).json() as PayrollPreview;
const warningsOf = (p: PayrollPreview, name: string) =>
  p.lines.find((l) => l.contractor_name === name)?.warnings ?? [];

describe('the partner setting and the run’s refusal', () => {
  it('is off by default: the run refuses nobody', async () => {
    expect((await acmeSettings()).require_identity_verification).toBe(false);
    const p = await preview((await draftedRun()).id);
    expect(warningsOf(p, 'Nina Newhire').map((w) => w.code)).not.toContain('identity_not_verified');
  });

  it('is kept only by those who run payroll', async () => {
    const { id } = await acmeSettings();
    const patch = (email: string) =>
      call(email, 'PATCH', `/payroll_settings/${id}`, { require_identity_verification: true });
    expect((await patch('recruiter@acme.test')).statusCode).toBe(403);
    expect((await patch('contractor@demo.test')).statusCode).toBe(403);
    expect((await patch('owner@selfco.test')).statusCode).toBe(404);
    expect((await acmeSettings()).require_identity_verification).toBe(false);
    expect((await patch('owner@acme.test')).statusCode).toBe(200);
    expect((await acmeSettings()).require_identity_verification).toBe(true);
  });

  it('with it on, the review names the unverified worker with no paycheck yet; a worker paid before is unaffected', async () => {
    const p = await preview((await draftedRun()).id);
    expect(warningsOf(p, 'Nina Newhire')).toContainEqual({
      code: 'identity_not_verified',
      message: `Refused: ${NINA_REFUSAL}`,
    });
    // Connie was paid by Acme's June run and has never verified: not her first paycheck.
    expect(warningsOf(p, 'Connie Contractor').map((w) => w.code)).not.toContain(
      'identity_not_verified',
    );
    expect((await mine('newhire@demo.test')).required).toBe(true);
  });

  it('the run refuses the unverified worker’s paycheck with that reason and pays the others', async () => {
    const run = await draftedRun();
    for (const action of ['submit', 'approve'])
      expect(
        (await call('owner@acme.test', 'POST', `/payroll_runs/${run.id}/actions/${action}`, {}))
          .statusCode,
      ).toBe(200);
    await processRun(jobDepsOf(h.deps), run.id);
    const rows = await h.deps.db
      .select()
      .from(paychecks)
      .where(eq(paychecks.payroll_run_id, run.id));
    expect(rows).toHaveLength(2);
    const nina = rows.find((r) => r.failure_reason?.startsWith(IDENTITY_NOT_VERIFIED));
    expect(nina).toMatchObject({
      status: 'failed',
      taxes_cents: 0,
      failure_reason: `${IDENTITY_NOT_VERIFIED}${NINA_REFUSAL}`,
    });
    expect(rows.find((r) => r !== nina)?.status).toBe('processing');
    h.clock.advance(DEMO_SETTLE_MS + 1);
    await h.app.transferRunner.pass();
    const ended = (await call('owner@acme.test', 'GET', `/payroll_runs/${run.id}`)).json()
      .payroll_run as PayrollRun;
    expect(ended).toMatchObject({ status: 'partially_paid', failed_paychecks: 1 });
    // Retrying failed payouts leaves a refused paycheck refused: it holds no taxes and no verification.
    const retry = await call(
      'owner@acme.test',
      'POST',
      `/payroll_runs/${run.id}/actions/retry`,
      {},
      'retry-identity-1',
    );
    expect(retry.statusCode, retry.body).toBe(200);
    await processRun(jobDepsOf(h.deps), run.id);
    const [after] = await h.deps.db.select().from(paychecks).where(eq(paychecks.id, nina!.id));
    // Nina has no payout account either: a payout tried anyway would fail for that reason instead.
    expect(after).toMatchObject({
      status: 'failed',
      failure_reason: `${IDENTITY_NOT_VERIFIED}${NINA_REFUSAL}`,
      transfer_id: null,
    });
  });
});

describe('a worker verifies their identity', () => {
  it('starts a session that is pending, then verified once the service has checked', async () => {
    expect(await mine('contractor@demo.test')).toEqual({ verification: null, required: true });
    const started = await start('contractor@demo.test');
    expect(started.verification).toMatchObject({
      status: 'pending',
      contractor_name: 'Connie Contractor',
      attempts: 1,
    });
    // The service's session id never reaches the caller.
    expect(JSON.stringify(started)).not.toContain('idv_demo');
    expect((await mine('contractor@demo.test')).verification?.status).toBe('pending');
    h.clock.advance(DEMO_CHECK_MS);
    const done = await mine('contractor@demo.test');
    expect(done.verification).toMatchObject({ status: 'verified', failure_reason: null });
    const again = await call('contractor@demo.test', 'POST', '/identity_verifications/start');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_VERIFIED);
  });

  it('records every step as an event: the worker started it, the service moved it', async () => {
    const id = (await mine('contractor@demo.test')).verification!.id;
    const history = await call('owner@acme.test', 'GET', `/identity_verifications/${id}/history`);
    expect(history.statusCode, history.body).toBe(200);
    const stream = await h.deps.db
      .select({ type: events.type, role: events.actor_role })
      .from(events)
      .where(and(eq(events.stream_type, 'identity_verification'), eq(events.stream_id, id)));
    expect(stream).toEqual([
      { type: 'identity_verification.created', role: 'contractor' },
      { type: 'identity.opened', role: 'system:identity' },
      { type: 'identity.verified', role: 'system:identity' },
    ]);
  });

  it('fails with the service’s reason for a worker without a date of birth, who may start again', async () => {
    await start('newhire@demo.test');
    h.clock.advance(DEMO_CHECK_MS);
    expect((await mine('newhire@demo.test')).verification).toMatchObject({
      status: 'failed',
      failure_reason: BIRTH_DATE_MISSING,
    });
    const retried = await start('newhire@demo.test');
    expect(retried.verification).toMatchObject({
      status: 'pending',
      attempts: 2,
      failure_reason: null,
    });
  });

  it('only workers verify, and each sees only verifications in their scope', async () => {
    expect((await call('owner@acme.test', 'GET', '/identity_verifications/mine')).statusCode).toBe(
      403,
    );
    expect(
      (await call('owner@acme.test', 'POST', '/identity_verifications/start')).statusCode,
    ).toBe(403);
    expect(
      (await call('admin@demo.test', 'POST', '/identity_verifications/start')).statusCode,
    ).toBe(403);
    const id = (await mine('contractor@demo.test')).verification!.id;
    expect((await call('owner@acme.test', 'GET', `/identity_verifications/${id}`)).statusCode).toBe(
      200,
    );
    expect(
      (await call('owner@selfco.test', 'GET', `/identity_verifications/${id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call('newhire@demo.test', 'GET', `/identity_verifications/${id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call('client@globex.test', 'GET', `/identity_verifications/${id}`)).statusCode,
    ).toBe(403);
    // Nobody but the worker retries: the generic action is judged by the chart's rule.
    const nina = (await mine('newhire@demo.test')).verification!.id;
    expect(
      (await call('owner@acme.test', 'POST', `/identity_verifications/${nina}/actions/retry`, {}))
        .statusCode,
    ).toBe(403);
  });
});

describe('the service’s callback', () => {
  it('is refused without the service’s signature, and names no session it does not hold', async () => {
    const body: IdentityCallback = { session_id: 'idv_unknown', status: 'verified' };
    const unsigned = await callback(body, '');
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().message).toBe(BAD_SIGNATURE);
    expect((await callback(body, signatureOf('another-secret-entirely', body))).statusCode).toBe(
      401,
    );
    expect((await callback(body)).statusCode).toBe(404);
    const nul = { session_id: 'idv\u0000x', status: 'verified' as const };
    expect((await callback(nul)).statusCode).toBeGreaterThanOrEqual(400);
    expect((await callback(nul)).statusCode).toBeLessThan(500);
  });

  it('records an answer once: a replay changes nothing', async () => {
    const ninaId = (await mine('newhire@demo.test')).verification!.contractor_id;
    const session = await sessionOf(ninaId);
    expect(session.status).toBe('pending');
    const body: IdentityCallback = {
      session_id: session.provider_session_id!,
      status: 'failed',
      reason: DEMO_DECLINE_REASON,
    };
    expect((await callback(body)).json()).toEqual({ recorded: true });
    const version = (await sessionOf(ninaId)).version;
    expect((await callback(body)).json()).toEqual({ recorded: false });
    expect((await callback({ ...body, status: 'verified', reason: undefined })).json()).toEqual({
      recorded: false,
    });
    expect(await sessionOf(ninaId)).toMatchObject({
      status: 'failed',
      failure_reason: DEMO_DECLINE_REASON,
      version,
    });
  });
});

describe('the projection', () => {
  it('rebuilds every verification from its events to the live table', async () => {
    const rebuilt = new Map<string, unknown>();
    await foldProjections(
      h.deps.db,
      identityVerificationServer,
      (row) => rebuilt.set(row.id, row),
      3,
    );
    const live = await h.deps.db.select().from(identityVerifications);
    expect(live.length).toBe(2);
    // Timestamps read back from the table and from events differ only in their text form.
    const iso = (r: object) =>
      JSON.parse(
        JSON.stringify(r, (_k, v: unknown) =>
          typeof v === 'string' && /^\d{4}-\d{2}-\d{2}[ T]\d/.test(v)
            ? new Date(v).toISOString()
            : v,
        ),
      ) as unknown;
    for (const row of live) expect(iso(rebuilt.get(row.id)!)).toEqual(iso(row));
  });
});
