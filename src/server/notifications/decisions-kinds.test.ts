import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartOf } from '../../../tests/multipart';
import { notificationProbe } from '../../../tests/notification-probe';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { demoContractorId } from '../../../tests/kit/demo-ids';
import { assignments } from '../db/schema';
import { seededIds } from '../../resources/assignments/seeded-ids.server';

/**
 * Issue 26: decisions told to whoever waits on them: an expense approved or rejected (to the
 * worker), an adjustment decided (to whoever asked for it), a document rejected (to the worker).
 */
let h: Harness;
const probe = notificationProbe(() => h);
const { call } = probe;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const CONNIE = 'contractor@demo.test';

describe('an expense decided', () => {
  const ids = { approved: '', rejected: '' };
  beforeAll(async () => {
    const { connie } = await seededIds(h.database.db);
    const [a] = await h.database.db
      .select()
      .from(assignments)
      .where(eq(assignments.contractor_id, connie));
    for (const [verdict, date] of [
      ['approved', '2026-11-18'],
      ['rejected', '2026-11-19'],
    ] as const) {
      const created = await call(CONNIE, 'POST', '/expenses', {
        assignment_id: a!.id,
        type: 'stipend',
        amount_cents: 12_345,
        date,
        category: 'Travel',
        business_purpose: 'Site visit',
      });
      expect(created.statusCode, created.body).toBe(201);
      ids[verdict] = created.json().id;
      expect(
        (await call(CONNIE, 'POST', `/expenses/${ids[verdict]}/actions/submit`, {})).statusCode,
      ).toBe(200);
    }
    const approved = await call(
      'client@globex.test',
      'POST',
      `/expenses/${ids.approved}/actions/approve`,
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const rejected = await call(
      'approver@globex.test',
      'POST',
      `/expenses/${ids.rejected}/actions/reject`,
      {
        reason: 'Not agreed in the work order',
      },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
  });

  it('tells the worker alone, naming the expense, with the reason when rejected; the link opens it', async () => {
    for (const verdict of ['approved', 'rejected'] as const) {
      const link = `/expenses/${ids[verdict]}`;
      expect(await probe.reached('expense_decided', link), verdict).toEqual([CONNIE]);
      expect(await probe.opens(CONNIE, link)).toBe(200);
    }
    const [yes] = await probe.about(CONNIE, 'expense_decided', `/expenses/${ids.approved}`);
    expect(yes).toMatchObject({
      title: 'Expense approved: stipend, 2026-11-18',
      body: 'Your stipend expense of $123.45 on 2026-11-18 was approved.',
    });
    const [no] = await probe.about(CONNIE, 'expense_decided', `/expenses/${ids.rejected}`);
    expect(no).toMatchObject({
      title: 'Expense rejected: stipend, 2026-11-19',
      body: 'Your stipend expense of $123.45 on 2026-11-19 was rejected. Reason: Not agreed in the work order',
    });
    expect(await probe.opens('ic@demo.test', `/expenses/${ids.rejected}`)).not.toBe(200);
  });

  it('is mailed per preference, and once when the subscriber is replayed', async () => {
    expect(
      await probe.mailsTo(CONNIE, 'Acme Staffing: Expense approved: stipend, 2026-11-18'),
    ).toHaveLength(1);
    expect(
      await probe.mailsTo(CONNIE, 'Acme Staffing: Expense rejected: stipend, 2026-11-19'),
    ).toHaveLength(1);
    expect(await probe.replay(ids.approved, 'expense.approve')).toEqual({
      notifications: 0,
      mails: 0,
    });
    expect(await probe.replay(ids.rejected, 'expense.reject')).toEqual({
      notifications: 0,
      mails: 0,
    });
  });
});

describe('an adjustment decided', () => {
  const ids = { approved: '', rejected: '' };
  beforeAll(async () => {
    // Sam turns off mail for decided adjustments: he still sees them in the app.
    const off = await call(
      'owner@selfco.test',
      'PATCH',
      '/notification_preferences/adjustment_decided',
      {
        email: false,
        digest: false,
      },
    );
    expect(off.statusCode, off.body).toBe(200);
    const contractor_id = await demoContractorId(h.deps.db, 'selfco');
    for (const [verdict, cents] of [
      ['approved', 50_000],
      ['rejected', 7_500],
    ] as const) {
      const created = await call('owner@selfco.test', 'POST', '/adjustments', {
        contractor_id,
        direction: 'pay',
        payer: 'partner',
        type: 'bonus',
        amount_cents: cents,
        date: '2026-11-20',
      });
      expect(created.statusCode, created.body).toBe(201);
      ids[verdict] = created.json().id;
    }
    expect(
      (await call('admin@demo.test', 'POST', `/adjustments/${ids.approved}/actions/approve`, {}))
        .statusCode,
    ).toBe(200);
    const rejected = await call(
      'admin@demo.test',
      'POST',
      `/adjustments/${ids.rejected}/actions/reject`,
      {
        reason: 'Paid last month already',
      },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
  });

  it('tells the partner who asked for it, naming it, with the reason; the link opens it for him', async () => {
    for (const verdict of ['approved', 'rejected'] as const) {
      const link = `/adjustments/${ids[verdict]}`;
      expect(await probe.reached('adjustment_decided', link), verdict).toEqual([
        'owner@selfco.test',
      ]);
      expect(await probe.opens('owner@selfco.test', link)).toBe(200);
      // Acme's owner could not open it, and was not told.
      expect(await probe.opens('owner@acme.test', link)).toBe(404);
    }
    const [no] = await probe.about(
      'owner@selfco.test',
      'adjustment_decided',
      `/adjustments/${ids.rejected}`,
    );
    expect(no).toMatchObject({
      title: 'Adjustment rejected: bonus, 2026-11-20',
      body: 'The bonus adjustment of $75.00 on 2026-11-20 was rejected. Reason: Paid last month already',
    });
  });

  it('is not mailed to who turned it off, and is delivered once on replay', async () => {
    expect(
      await probe.mailsTo('owner@selfco.test', 'SelfCo: Adjustment approved: bonus, 2026-11-20'),
    ).toHaveLength(0);
    expect(await probe.replay(ids.approved, 'adjustment.approve')).toEqual({
      notifications: 0,
      mails: 0,
    });
    expect(await probe.replay(ids.rejected, 'adjustment.reject')).toEqual({
      notifications: 0,
      mails: 0,
    });
    expect(
      await probe.about('owner@selfco.test', 'adjustment_decided', `/adjustments/${ids.approved}`),
    ).toHaveLength(1);
  });
});

describe('a document rejected', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  let id = '';
  beforeAll(async () => {
    const form = await multipartOf(
      { subject: 'contractor', document_type: 'drivers_license', expires_on: '2030-01-31' },
      { file: { body: pdf, type: 'application/pdf', name: 'license.pdf' } },
    );
    const uploaded = await call('newhire@demo.test', 'POST', '/documents', form.body, {
      headers: form.headers,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    id = uploaded.json().id;
    const rejected = await call('verifier@acme.test', 'POST', `/documents/${id}/actions/reject`, {
      reason: 'The photo is unreadable.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
  });

  it('tells the worker alone, naming the document and the reason; the link opens it for her', async () => {
    const link = `/documents/${id}`;
    expect(await probe.reached('document_rejected', link)).toEqual(['newhire@demo.test']);
    const [n] = await probe.about('newhire@demo.test', 'document_rejected', link);
    expect(n).toMatchObject({
      title: 'Document rejected: drivers_license',
      body: 'Your drivers_license was rejected. Reason: The photo is unreadable. Upload a new one.',
    });
    expect(await probe.opens('newhire@demo.test', link)).toBe(200);
    expect(await probe.opens('contractor@demo.test', link)).not.toBe(200);
    expect(
      await probe.mailsTo('newhire@demo.test', 'Acme Staffing: Document rejected: drivers_license'),
    ).toHaveLength(1);
  });

  it('is delivered once when the subscriber is replayed', async () => {
    expect(await probe.replay(id, 'document.reject')).toEqual({ notifications: 0, mails: 0 });
  });
});
