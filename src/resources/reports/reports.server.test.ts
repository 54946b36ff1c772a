import { and, between, eq, inArray, ne, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ReportRun } from './contract';
import {
  events,
  invoices,
  outbox,
  paycheckItems,
  paychecks,
  reportRuns,
  timesheets,
  transactions,
  users,
} from '../../server/db/schema';
import { processReport } from '../../server/reports/job';
import { runDueSchedules } from '../../server/reports/scheduler';
import { REPORT_OWNER, reportHarness } from '../../server/reports/test-runs';

const { ctx, call, run } = reportHarness();
const OWNER = REPORT_OWNER;

/** The file behind a signed link, as the browser gets it. */
const download = async (url: string) => {
  const res = await ctx.h.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};

const lastCsvLine = (csv: string) => csv.trim().split('\n').at(-1)!.split(',');

/** The last row's number cells of the first sheet of an XLSX. */
function lastXlsxNumbers(bytes: Buffer): number[] {
  const files = unzipSync(new Uint8Array(bytes));
  const name = Object.keys(files).find((f) => /xl\/worksheets\/sheet1\.xml$/.test(f))!;
  const xml = new TextDecoder().decode(files[name]);
  const rows = [...xml.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((m) => m[1]!);
  const cells = [...rows.at(-1)!.matchAll(/<c ([^>]*)>([\s\S]*?)<\/c>/g)];
  return cells
    .filter((c) => !/t="(s|inlineStr|str)"/.test(c[1]!))
    .map((c) => Number(/<v>([^<]*)<\/v>/.exec(c[2]!)![1]));
}

const cents = (text: string) => Math.round(Number(text) * 100);

describe('receivables aging', () => {
  it('buckets each client’s open balances by days past due; totals equal the invoices; CSV, XLSX and PDF agree', async () => {
    const asOf = '2026-11-20';
    const open = await ctx.h.deps.db
      .select({
        remaining: invoices.remaining_cents,
        due: invoices.due_date,
        sent: invoices.sent_at,
      })
      .from(invoices)
      .where(
        and(
          eq(invoices.partner_id, ctx.acmeId),
          inArray(invoices.status, ['open', 'partially_paid']),
          ne(invoices.remaining_cents, 0),
          sql`${invoices.sent_at}::date <= ${asOf}::date`,
        ),
      );
    expect(open.length, 'the demo has open invoices at Acme').toBeGreaterThan(0);
    const days = (due: string) => (Date.parse(asOf) - Date.parse(due)) / 86_400_000;
    const expected = {
      current: 0,
      days_1_30: 0,
      days_31_60: 0,
      days_61_90: 0,
      days_over_90: 0,
      total: 0,
    };
    // An invoice sent without a due date is due on receipt: it ages from the day it was sent.
    for (const i of open) {
      const d = days(i.due ?? String(i.sent).slice(0, 10));
      const key =
        d <= 0
          ? 'current'
          : d <= 30
            ? 'days_1_30'
            : d <= 60
              ? 'days_31_60'
              : d <= 90
                ? 'days_61_90'
                : 'days_over_90';
      expected[key] += i.remaining;
      expected.total += i.remaining;
    }
    const { detail, results } = await run('receivables_aging', { as_of: asOf });
    expect(results.totals).toEqual(expected);
    expect(detail.rows_done).toBe(detail.rows_total);
    const csv = (await download(results.files.csv)).toString('utf8');
    expect(csv.split('\n')[0]).toBe(
      'Client,Current,1–30 days,31–60 days,61–90 days,90+ days,Total',
    );
    expect(lastCsvLine(csv).slice(1).map(cents)).toEqual(Object.values(expected));
    expect(
      lastXlsxNumbers(await download(results.files.xlsx)).map((n) => Math.round(n * 100)),
    ).toEqual(Object.values(expected));
    expect((await download(results.files.pdf!)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is refused to a recruiter without the grant (403), and granted by an admin it runs', async () => {
    expect(
      (await call('recruiter@acme.test', 'POST', '/reports', { report: 'hours', params: {} }))
        .statusCode,
    ).toBe(403);
    expect((await call('recruiter@acme.test', 'GET', '/reports')).statusCode).toBe(403);
    const [recruiter] = await ctx.h.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'recruiter@acme.test'));
    // Only admins and partner owners grant: a manager of the same company may not.
    expect(
      (
        await call('manager@acme.test', 'PUT', `/users/${recruiter!.id}/allowed_reports`, {
          allowed_reports: ['hours'],
        })
      ).statusCode,
    ).toBe(403);
    const grant = await call('admin@demo.test', 'PUT', `/users/${recruiter!.id}/allowed_reports`, {
      allowed_reports: ['hours'],
    });
    expect(grant.json()).toEqual({ allowed_reports: ['hours'], runs: ['hours'], grantable: true });
    expect(
      (await call('admin@demo.test', 'GET', `/users/${recruiter!.id}/allowed_reports`)).json(),
    ).toEqual(grant.json());
    expect((await call(OWNER, 'GET', `/users/${recruiter!.id}/allowed_reports`)).json()).toEqual(
      grant.json(),
    );
    expect(
      (
        await call('recruiter@acme.test', 'POST', '/reports', {
          report: 'receivables_aging',
          params: { as_of: '2026-11-20' },
        })
      ).statusCode,
    ).toBe(403);
    const { id } = await run(
      'hours',
      { from: '2026-10-01', to: '2026-11-20', by: 'week' },
      'recruiter@acme.test',
    );
    // The recruiter's list shows only the reports granted: the owner's aging runs are not theirs to read.
    const list = (await call('recruiter@acme.test', 'GET', '/reports')).json() as {
      data: ReportRun[];
    };
    expect(list.data.map((r) => r.report)).toEqual(['hours']);
    expect(list.data[0]!.id).toBe(id);
  });

  it('lets a partner owner grant reports to their own users only: another company’s user is not found (404)', async () => {
    const idOf = async (email: string) =>
      (await ctx.h.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!
        .id;
    const timekeeper = await idOf('timekeeper@acme.test');
    const selfco = await idOf('owner@selfco.test');
    const admin = await idOf('admin@demo.test');
    const grant = await call(OWNER, 'PUT', `/users/${timekeeper}/allowed_reports`, {
      allowed_reports: ['hours', 'hours'],
    });
    expect(grant.statusCode, grant.body).toBe(200);
    expect(grant.json()).toMatchObject({ allowed_reports: ['hours'], grantable: true });
    expect(
      (await call('owner@selfco.test', 'GET', `/users/${timekeeper}/allowed_reports`)).statusCode,
    ).toBe(404);
    const across = await call('owner@selfco.test', 'PUT', `/users/${timekeeper}/allowed_reports`, {
      allowed_reports: ['margin'],
    });
    expect(across.statusCode).toBe(404);
    for (const other of [selfco, admin]) {
      expect(
        (
          await call(OWNER, 'PUT', `/users/${other}/allowed_reports`, {
            allowed_reports: ['margin'],
          })
        ).statusCode,
      ).toBe(404);
      expect((await call(OWNER, 'GET', `/users/${other}/allowed_reports`)).statusCode).toBe(404);
    }
    // Nothing was written across the tenant line.
    const [row] = await ctx.h.deps.db
      .select({ allowed_reports: users.allowed_reports })
      .from(users)
      .where(eq(users.id, timekeeper));
    expect(row!.allowed_reports).toEqual(['hours']);
    const bad = await call(OWNER, 'PUT', `/users/${timekeeper}/allowed_reports`, {
      allowed_reports: ['hours\u0000'],
    });
    expect(bad.statusCode).toBe(422);
  });

  it('checks parameters with the report’s schema (422) and keeps other tenants’ runs out (404)', async () => {
    const bad = await call(OWNER, 'POST', '/reports', {
      report: 'margin',
      params: { from: '2026-11-02', to: '2026-10-01', by: 'client' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['body', 'params.to']);
    const { id } = await run('receivables_aging', { as_of: '2026-11-20' });
    expect((await call('owner@selfco.test', 'GET', `/reports/${id}`)).statusCode).toBe(404);
    expect((await call('owner@selfco.test', 'GET', `/reports/${id}/results`)).statusCode).toBe(404);
  });
});

describe('the other reports’ totals against their rows', () => {
  const from = '2026-01-01';
  const to = '2026-12-31';

  it('payroll register: gross, taxes, employer taxes, deductions and net of Acme’s paychecks', async () => {
    const [sums] = await ctx.h.deps.db
      .select({
        n: sql<number>`count(*)::int`,
        hours: sql<string>`coalesce(sum(${paychecks.hours_hundredths}), 0)`,
        gross: sql<string>`coalesce(sum(${paychecks.gross_cents}), 0)`,
        employee_taxes: sql<string>`coalesce(sum(${paychecks.taxes_cents}), 0)`,
        employer_taxes: sql<string>`coalesce(sum(${paychecks.employer_taxes_cents}), 0)`,
        deductions: sql<string>`coalesce(sum(${paychecks.deductions_cents}), 0)`,
        net: sql<string>`coalesce(sum(${paychecks.net_cents}), 0)`,
      })
      .from(paychecks)
      .where(and(eq(paychecks.partner_id, ctx.acmeId), between(paychecks.pay_date, from, to)));
    const { detail, results } = await run('payroll_register', { from, to });
    const { n, ...money } = sums!;
    expect(detail.rows_total).toBe(n);
    expect(results.totals).toEqual(
      Object.fromEntries(Object.entries(money).map(([k, v]) => [k, Number(v)])),
    );
  });

  it('invoice register: billed, tax, due, paid and balance of Acme’s invoices', async () => {
    const [sums] = await ctx.h.deps.db
      .select({
        n: sql<number>`count(*)::int`,
        bill: sql<string>`coalesce(sum(${invoices.total_bill_cents}), 0)`,
        sales_tax: sql<string>`coalesce(sum(${invoices.total_sales_tax_cents}), 0)`,
        due: sql<string>`coalesce(sum(${invoices.total_due_cents}), 0)`,
        paid: sql<string>`coalesce(sum(${invoices.allocated_cents}), 0)`,
        remaining: sql<string>`coalesce(sum(${invoices.remaining_cents}), 0)`,
      })
      .from(invoices)
      .where(and(eq(invoices.partner_id, ctx.acmeId), between(invoices.created_date, from, to)));
    const { n, ...money } = sums!;
    expect(n).toBeGreaterThan(0);
    const { detail, results } = await run('invoice_register', { from, to });
    expect(detail.rows_total).toBe(n);
    expect(results.totals).toEqual(
      Object.fromEntries(Object.entries(money).map(([k, v]) => [k, Number(v)])),
    );
  });

  it('margin: bill − pay − employer taxes, the same whether by client, assignment or worker', async () => {
    const rows = await ctx.h.deps.db
      .select({
        kind: transactions.kind,
        amount: transactions.amount_cents,
        paycheckGross: paychecks.gross_cents,
        paycheckEmployer: paychecks.employer_taxes_cents,
      })
      .from(transactions)
      .leftJoin(
        paycheckItems,
        and(eq(paycheckItems.transaction_id, transactions.id), eq(paycheckItems.kind, 'earning')),
      )
      .leftJoin(paychecks, eq(paychecks.id, paycheckItems.paycheck_id))
      .where(and(eq(transactions.partner_id, ctx.acmeId), between(transactions.date, from, to)));
    let bill = 0;
    let pay = 0;
    let employer = 0;
    for (const r of rows) {
      if (r.kind === 'bill') bill += r.amount;
      else {
        pay += r.amount;
        // Half away from zero, as PostgreSQL rounds numerics.
        if (r.paycheckGross)
          employer +=
            Math.sign(r.paycheckEmployer! * r.amount) *
            Math.round(Math.abs((r.paycheckEmployer! * r.amount) / r.paycheckGross));
      }
    }
    expect(bill).toBeGreaterThan(0);
    for (const by of ['client', 'assignment', 'worker'])
      expect((await run('margin', { from, to, by })).results.totals).toEqual({
        bill,
        pay,
        employer_taxes: employer,
        margin: bill - pay - employer,
      });
  });

  it('hours: timesheets and hours put forward, the same by worker, client or week', async () => {
    const [sums] = await ctx.h.deps.db
      .select({
        n: sql<number>`count(*)::int`,
        hours: sql<string>`coalesce(sum(${timesheets.hours_hundredths}), 0)`,
      })
      .from(timesheets)
      .where(
        and(
          eq(timesheets.partner_id, ctx.acmeId),
          between(timesheets.date, from, to),
          inArray(timesheets.status, ['submitted', 'signed', 'approved']),
        ),
      );
    expect(sums!.n).toBeGreaterThan(0);
    for (const by of ['worker', 'client', 'week'])
      expect((await run('hours', { from, to, by })).results.totals).toEqual({
        timesheets: sums!.n,
        hours: Number(sums!.hours),
      });
  });
});

describe('a run survives a stop and fails cleanly', () => {
  it('a run left PROCESSING (its worker died) is made again from the first row, with no half file ever offered', async () => {
    const res = await call(OWNER, 'POST', '/reports', {
      report: 'receivables_aging',
      params: { as_of: '2026-11-20' },
    });
    const { id } = res.json() as { id: string };
    // The job is ctx.asked for after the commit, by the run's subscriber.
    await ctx.h.app.dispatcher.drain();
    expect(ctx.asked).toContain(id);
    // The disk refuses the files: the run fails with a reason and offers nothing.
    await processReport(
      {
        ...ctx.h.deps,
        files: { put: () => Promise.reject(new Error('disk gone')), get: async () => undefined },
      },
      id,
    );
    const failed = (await call(OWNER, 'GET', `/reports/${id}`)).json().report_run as ReportRun;
    expect(failed.status).toBe('FAILED');
    expect(failed.failure_reason).toBe(
      'The report stopped on an unexpected error; it was logged for support. Retry it.',
    );
    expect((await call(OWNER, 'GET', `/reports/${id}/results`)).statusCode).toBe(409);
    const [row] = await ctx.h.deps.db.select().from(reportRuns).where(eq(reportRuns.id, id));
    expect([row!.csv_file_id, row!.xlsx_file_id, row!.pdf_file_id]).toEqual([null, null, null]);

    const retry = await call(OWNER, 'POST', `/reports/${id}/actions/retry`, {});
    expect(retry.statusCode, retry.body).toBe(200);
    // The retried run is started, then its worker stops for good while writing its files (as under
    // kill -9): it stays PROCESSING with no files, until a worker takes it again.
    void processReport(
      { ...ctx.h.deps, files: { put: () => new Promise(() => {}), get: async () => undefined } },
      id,
    );
    for (let i = 0; i < 200; i++) {
      const [r] = await ctx.h.deps.db.select().from(reportRuns).where(eq(reportRuns.id, id));
      if (r!.status === 'PROCESSING' && r!.rows_done === r!.rows_total) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const stuck = (await call(OWNER, 'GET', `/reports/${id}`)).json().report_run as ReportRun;
    expect(stuck.status).toBe('PROCESSING');
    expect((await call(OWNER, 'GET', `/reports/${id}/results`)).statusCode).toBe(409);
    await processReport(ctx.h.deps, id);
    const done = (await call(OWNER, 'GET', `/reports/${id}`)).json().report_run as ReportRun;
    expect(done.status).toBe('FINISHED');
    const history = await ctx.h.deps.db
      .select({ type: events.type })
      .from(events)
      .where(eq(events.stream_id, id))
      .orderBy(events.version);
    expect(history.map((e) => e.type)).toEqual([
      'report_run.created',
      'report_run.start',
      'report_run.fail',
      'report_run.retry',
      'report_run.start',
      'report_run.start',
      'report_run.finish',
    ]);
  });
});

describe('schedules', () => {
  it('a weekly payroll register runs at its time and mails its recipients a working, expiring link', async () => {
    const [finance] = await ctx.h.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'finance@acme.test'));
    // Finance may read no report yet: it cannot be a recipient.
    const refused = await call(OWNER, 'POST', '/report_schedules', {
      report: 'payroll_register',
      params: { from: '2026-01-01', to: '2026-12-31' },
      frequency: 'weekly',
      weekday: 1,
      time: '08:00',
      time_zone: 'America/Chicago',
      recipients: [finance!.id],
    });
    expect(refused.statusCode).toBe(422);
    await call('admin@demo.test', 'PUT', `/users/${finance!.id}/allowed_reports`, {
      allowed_reports: ['payroll_register'],
    });
    const recipients = (
      await call(OWNER, 'GET', '/report_schedules/recipients?report=payroll_register')
    ).json().data as { email: string }[];
    expect(recipients.map((r) => r.email)).toContain('finance@acme.test');
    expect(recipients.map((r) => r.email)).not.toContain('recruiter@acme.test');
    const res = await call(OWNER, 'POST', '/report_schedules', {
      report: 'payroll_register',
      params: { from: '2026-01-01', to: '2026-12-31' },
      frequency: 'weekly',
      weekday: 1,
      time: '08:00',
      time_zone: 'America/Chicago',
      recipients: [finance!.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    const schedule = res.json() as { id: string };
    expect(
      (await call('owner@selfco.test', 'GET', `/report_schedules/${schedule.id}`)).statusCode,
    ).toBe(404);
    // The recruiter may read hours only: another report's schedule is not theirs (404).
    expect(
      (
        await call('recruiter@acme.test', 'PATCH', `/report_schedules/${schedule.id}`, {
          paused: true,
        })
      ).statusCode,
    ).toBe(404);

    // Friday 20 November: nothing is due until Monday 23 November, 08:00 in Chicago (14:00 UTC).
    expect(await runDueSchedules(ctx.h.deps)).toBe(0);
    ctx.h.clock.now = new Date('2026-11-23T14:01:00Z');
    expect(await runDueSchedules(ctx.h.deps)).toBe(1);
    expect(await runDueSchedules(ctx.h.deps)).toBe(0);
    const [made] = await ctx.h.deps.db
      .select()
      .from(reportRuns)
      .where(eq(reportRuns.schedule_id, schedule.id));
    expect(made!.slot).toBe('2026-11-23T08:00');
    await processReport(ctx.h.deps, made!.id);

    let mail: { to: string; subject: string; body: string } | undefined;
    for (let i = 0; i < 100 && !mail; i++) {
      [mail] = await ctx.h.deps.db
        .select()
        .from(outbox)
        .where(eq(outbox.subject, 'Payroll register is ready'));
      if (!mail) await new Promise((r) => setTimeout(r, 50));
    }
    expect(mail?.to).toBe('finance@acme.test');
    const link = /(http:\/\/\S+\/v2\/files\/\S+)/.exec(mail!.body)![1]!;
    const file = await ctx.h.app.inject({
      method: 'GET',
      url: new URL(link).pathname + new URL(link).search,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');

    // Paused, it makes no run; deleted, it is gone and its run stays (the clock goes back where the
    // signed-in sessions are still fresh).
    ctx.h.clock.now = new Date('2026-11-20T15:00:00Z');
    const paused = await call(OWNER, 'PATCH', `/report_schedules/${schedule.id}`, { paused: true });
    expect(paused.json(), paused.body).toMatchObject({ paused: true });
    ctx.h.clock.now = new Date('2026-11-30T14:01:00Z');
    expect(await runDueSchedules(ctx.h.deps)).toBe(0);
    ctx.h.clock.now = new Date('2026-11-20T15:00:00Z');
    expect((await call(OWNER, 'DELETE', `/report_schedules/${schedule.id}`)).statusCode).toBe(204);
    expect((await call(OWNER, 'GET', `/report_schedules/${schedule.id}`)).statusCode).toBe(404);
    expect((await call(OWNER, 'GET', `/reports/${made!.id}`)).statusCode).toBe(200);
    // The link expires after a week.
    ctx.h.clock.now = new Date('2026-12-01T14:02:00Z');
    expect(
      (
        await ctx.h.app.inject({
          method: 'GET',
          url: new URL(link).pathname + new URL(link).search,
        })
      ).statusCode,
    ).toBe(403);
  });
});
