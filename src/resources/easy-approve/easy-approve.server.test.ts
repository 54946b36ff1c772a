import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { startFakeSmtp } from '../../../tests/fake-smtp';
import type { TimesheetList } from '../timesheets/contract';
import { outbox, partners } from '../../server/db/schema';
import { parseEnv } from '../../server/env';
import { LINK_TTL_MS } from './links.server';

let h: Harness;
const auth = async (email: string, app: Harness = h) => ({
  authorization: `Bearer ${await app.login(email)}`,
});

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const TOKEN = /\/easy_approve\?token=([\w.-]+)/;

/** The caller's answer, body and headers alike, must not carry the mailed token (nor a part of it). */
function expectNoToken(res: { body: string; headers: Record<string, unknown> }, token: string) {
  expect(token.length).toBeGreaterThan(20);
  const signature = token.slice(-16);
  for (const text of [res.body, JSON.stringify(res.headers)]) {
    expect(text).not.toContain(signature);
    expect(text).not.toMatch(/token|easy_approve\?/i);
  }
}

/** Every mail so far, once the mails earlier events cause (notifications) are sent. */
async function mailCount() {
  await h.app.dispatcher.drain();
  const [row] = await h.database.db.select({ n: count() }).from(outbox);
  return row?.n ?? 0;
}

/** The newest approval link in the demo outbox of `email`, as the approver would click it. */
async function mailedToken(email: string) {
  const res = await h.app.inject({
    method: 'GET',
    url: `/v2/dev/outbox?to=${encodeURIComponent(email)}`,
  });
  const mail = (res.json() as { data: { body: string }[] }).data[0];
  const token = mail?.body.match(TOKEN)?.[1];
  if (!token) throw new Error(`no approval link mailed to ${email}`);
  return token;
}

async function firstTimesheet(viewer: string, query: string) {
  const list = (
    await h.app.inject({
      method: 'GET',
      url: `/v2/timesheets?${query}`,
      headers: await auth(viewer),
    })
  ).json() as TimesheetList;
  const ts = list.data[0];
  if (!ts) throw new Error(`no timesheet for ${viewer} with ${query}`);
  return ts;
}

/** `sender` has a link for `approver` mailed; the answer must name the recipient and hold no token. */
async function linkFor(
  query: string,
  approver = 'client@globex.test',
  sender = 'owner@acme.test',
  viewer = sender,
) {
  const ts = await firstTimesheet(viewer, query);
  const before = await mailCount();
  // The outbox lists newest first; a later clock tells this mail from earlier ones to the same approver.
  h.clock.advance(1000);
  const res = await h.app.inject({
    method: 'POST',
    url: `/v2/timesheets/${ts.id}/easy_approve_link`,
    headers: await auth(sender),
    payload: { approver_email: approver },
  });
  expect(res.statusCode).toBe(202);
  expect(Object.keys(res.json()).sort()).toEqual(['expires_at', 'sent_to']);
  expect(res.json().sent_to).toBe(approver);
  expect(await mailCount()).toBe(before + 1);
  const token = await mailedToken(approver);
  expectNoToken(res, token);
  return { ts, token };
}

async function globexId() {
  const me = await h.app.inject({
    method: 'GET',
    url: '/v2/user',
    headers: await auth('client@globex.test'),
  });
  return (me.json() as { client: { id: string } }).client.id;
}

describe('sending a link', () => {
  it.each(['contractor@demo.test', 'timekeeper@acme.test', 'recruiter@acme.test'])(
    '%s may not approve, nor have a link sent: 403, and nothing is mailed',
    async (caller) => {
      const ts = await firstTimesheet(caller, 'status=submitted');
      const headers = await auth(caller);
      const direct = await h.app.inject({
        method: 'POST',
        url: `/v2/timesheets/${ts.id}/actions/approve`,
        headers,
      });
      expect(direct.statusCode).toBe(403);
      const before = await mailCount();
      const res = await h.app.inject({
        method: 'POST',
        url: `/v2/timesheets/${ts.id}/easy_approve_link`,
        headers,
        payload: { approver_email: 'client@globex.test' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toMatch(/token/i);
      expect(await mailCount()).toBe(before);
    },
  );

  it('an allowed caller gets the recipient only; the one mail holds the working link', async () => {
    const { ts, token } = await linkFor('status=signed');
    const done = await h.app.inject({
      method: 'POST',
      url: '/v2/easy_approve',
      payload: { token, decision: 'approve' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().timesheet).toMatchObject({
      id: ts.id,
      status: 'approved',
      approval_email: 'client@globex.test',
    });
  });

  it("without a name the link goes to the client's owner", async () => {
    const ts = await firstTimesheet('owner@acme.test', 'status=submitted');
    const res = await h.app.inject({
      method: 'POST',
      url: `/v2/timesheets/${ts.id}/easy_approve_link`,
      headers: await auth('owner@acme.test'),
      payload: {},
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().sent_to).toBe('client@globex.test');
  });

  it.each([
    [
      'recruiter@acme.test',
      /recruiter@acme\.test may not approve this timesheet: Sign is only for clients/,
    ],
    ['contractor@demo.test', /may not approve this timesheet/],
    [
      'nobody@nowhere.test',
      /No one who may approve this timesheet has the email nobody@nowhere\.test/,
    ],
    ['owner@selfco.test', /No one who may approve this timesheet has the email/],
  ])(
    'refuses %s as recipient, who may not decide on it, and mails nothing',
    async (approver, message) => {
      const ts = await firstTimesheet('owner@acme.test', 'status=submitted');
      const before = await mailCount();
      const res = await h.app.inject({
        method: 'POST',
        url: `/v2/timesheets/${ts.id}/easy_approve_link`,
        headers: await auth('owner@acme.test'),
        payload: { approver_email: approver },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(message);
      expect(res.json().detail[0].loc).toEqual(['body', 'approver_email']);
      expect(await mailCount()).toBe(before);
    },
  );
});

describe('deciding through a link', () => {
  it('judges the recipient as they are at use time: a partner that lost self-approval is refused as /actions refuses it', async () => {
    const { ts, token } = await linkFor(
      'status=submitted',
      'owner@selfco.test',
      'admin@demo.test',
      'owner@selfco.test',
    );
    const history = async () =>
      (
        await h.app.inject({
          method: 'GET',
          url: `/v2/timesheets/${ts.id}/history`,
          headers: await auth('admin@demo.test'),
        })
      ).json().data;
    const before = await history();
    const flags = { self_employer: true, self_funded: true, self_approve: true };
    await h.database.db
      .update(partners)
      .set({ self_employer: false, self_funded: false, self_approve: false })
      .where(eq(partners.subdomain, 'selfco'));
    try {
      const viaLink = await h.app.inject({
        method: 'POST',
        url: '/v2/easy_approve',
        payload: { token, decision: 'approve' },
      });
      const signedIn = await h.app.inject({
        method: 'POST',
        url: `/v2/timesheets/${ts.id}/actions/approve`,
        headers: await auth('owner@selfco.test'),
      });
      expect(viaLink.statusCode).toBe(403);
      expect(viaLink.json()).toEqual(signedIn.json());
      expect(viaLink.json()).toMatchObject({
        from: 'submitted',
        action: 'approve',
        reasons: [expect.stringMatching(/Approve is only for/)],
      });
      expect(await history()).toEqual(before);
    } finally {
      await h.database.db.update(partners).set(flags).where(eq(partners.subdomain, 'selfco'));
    }
  });

  it('lets the client sign then approve without signing in, then says what happened', async () => {
    const { ts, token } = await linkFor('status=signed');
    const view = await h.app.inject({ method: 'GET', url: `/v2/easy_approve?token=${token}` });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      timesheet: { id: ts.id, status: 'signed', contractor_email: null },
      outcome: null,
    });
    const done = await h.app.inject({
      method: 'POST',
      url: '/v2/easy_approve',
      payload: { token, decision: 'approve' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      timesheet: { status: 'approved', approval_email: 'client@globex.test' },
    });
    const again = await h.app.inject({
      method: 'POST',
      url: '/v2/easy_approve',
      payload: { token, decision: 'approve' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already moved on: approve by Carl Client/);
  });

  it('a client that must sign signs and approves with one click; the history shows both, by that client', async () => {
    const { ts, token } = await linkFor('status=submitted&client_id=' + (await globexId()));
    expect(ts.requires_signature).toBe(true);
    const done = await h.app.inject({
      method: 'POST',
      url: '/v2/easy_approve',
      payload: { token, decision: 'approve' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().timesheet.status).toBe('approved');
    const history = await h.app.inject({
      method: 'GET',
      url: `/v2/timesheets/${ts.id}/history`,
      headers: await auth('owner@acme.test'),
    });
    const steps = (history.json().data as { type: string; actor_name: string }[]).slice(-2);
    expect(steps.map((s) => [s.type, s.actor_name])).toEqual([
      ['timesheet.sign', 'Carl Client'],
      ['timesheet.approve', 'Carl Client'],
    ]);
  });

  it('a stale link names who moved the timesheet on', async () => {
    const { ts, token } = await linkFor('status=submitted');
    await h.app.inject({
      method: 'POST',
      url: `/v2/timesheets/${ts.id}/actions/reject`,
      headers: await auth('approver@globex.test'),
      payload: { reason: 'Not ours' },
    });
    // The rejection mails the contractor after commit; let it land before later tests count mail.
    await h.app.dispatcher.drain();
    const view = await h.app.inject({ method: 'GET', url: `/v2/easy_approve?token=${token}` });
    expect(view.json().outcome).toMatch(/reject by April Approver/);
  });

  it('refuses tampered and expired links', async () => {
    const { token } = await linkFor('status=submitted');
    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    expect(
      (await h.app.inject({ method: 'GET', url: `/v2/easy_approve?token=${tampered}` })).statusCode,
    ).toBe(404);
    h.clock.advance(LINK_TTL_MS + 1000);
    const expired = await h.app.inject({
      method: 'POST',
      url: '/v2/easy_approve',
      payload: { token, decision: 'approve' },
    });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toMatch(/expired/);
  });
});

/** Quoted-printable, as SMTP carries a long line: soft breaks and =XX escapes. */
const unfold = (raw: string) =>
  raw
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('production mode', () => {
  it('mails the link over SMTP to the approver and still answers without it', async () => {
    const smtp = await startFakeSmtp();
    const prod = await createHarness({
      env: parseEnv({ NODE_ENV: 'production', SMTP_URL: smtp.url }),
    });
    try {
      const headers = await auth('owner@acme.test', prod);
      const list = (
        await prod.app.inject({ method: 'GET', url: '/v2/timesheets?status=signed', headers })
      ).json() as TimesheetList;
      const ts = list.data[0];
      if (!ts) throw new Error('no signed timesheet');
      const res = await prod.app.inject({
        method: 'POST',
        url: `/v2/timesheets/${ts.id}/easy_approve_link`,
        headers,
        payload: { approver_email: 'client@globex.test' },
      });
      expect(res.statusCode).toBe(202);
      expect(Object.keys(res.json()).sort()).toEqual(['expires_at', 'sent_to']);
      // Other mail may leave too (the seeded invoices' sends, delivered by the dispatcher): one carries a link.
      const links = smtp.messages.map(unfold).filter((m) => TOKEN.test(m));
      expect(links).toHaveLength(1);
      const mail = links[0] ?? '';
      expect(mail).toMatch(/^To: client@globex\.test$/m);
      const token = mail.match(TOKEN)?.[1] ?? '';
      expectNoToken(res, token);
      const done = await prod.app.inject({
        method: 'POST',
        url: '/v2/easy_approve',
        payload: { token, decision: 'approve' },
      });
      expect(done.statusCode).toBe(200);
    } finally {
      await prod.close();
      await smtp.close();
    }
  });
});
