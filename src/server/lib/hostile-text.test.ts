import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { authOf } from '../../../tests/as-user';
import type { AssignmentList } from '../../resources/assignments/contract';
import type { TimesheetList } from '../../resources/timesheets/contract';
import { findUnstorableText } from './hostile-text';

const NUL = 'a\u0000b';
const HIGH = 'a\ud800b';
const LOW = '\udc00';

describe('findUnstorableText', () => {
  it.each([
    ['plain text', { a: 'ok', b: ['fine', 1, null] }, null],
    ['an emoji (a valid surrogate pair)', { a: 'ok 😀' }, null],
    ['NUL in a nested field', { a: { b: ['x', NUL] } }, ['a', 'b', 1]],
    ['a lone high surrogate', { task: HIGH }, ['task']],
    ['a lone low surrogate', { task: LOW }, ['task']],
    ['a reversed pair', { task: '\udc00\ud800' }, ['task']],
    ['a NUL in a key', { ['k\u0000']: 1 }, ['k\u0000']],
    ['a bare string', NUL, []],
    ['bytes of a raw body', Buffer.from([0, 0xd8]), null],
  ])('%s', (_name, value, path) => expect(findUnstorableText(value)?.path ?? null).toEqual(path));
});

let h: Harness;
const auth = authOf(() => h);
let assignmentId: string;
let draftId: string;
let submittedId: string;

beforeAll(async () => {
  h = await createHarness();
  const assignments = (
    await h.app.inject({
      method: 'GET',
      url: '/v2/assignments',
      headers: await auth('contractor@demo.test'),
    })
  ).json() as AssignmentList;
  assignmentId = assignments.data[0]!.id;
  const byStatus = async (email: string, status: string) =>
    (
      (
        await h.app.inject({
          method: 'GET',
          url: `/v2/timesheets?status=${status}&per_page=1`,
          headers: await auth(email),
        })
      ).json() as TimesheetList
    ).data[0]!.id;
  draftId = await byStatus('contractor@demo.test', 'draft');
  submittedId = await byStatus('admin@demo.test', 'submitted');
});
afterAll(async () => h.close());

const entry = (fields: Record<string, unknown>) => ({
  assignment_id: assignmentId,
  date: '2026-11-17',
  time_start: '09:00',
  time_end: '17:00',
  break_time_minutes: 0,
  ...fields,
});
const csv = (cell: string) =>
  `assignment_id,date,time_start,time_end,break_time_minutes,project_code,task\n${assignmentId},2026-11-23,09:00,17:00,30,P1,${cell}\n`;
const bank = (account_holder: string) => ({
  account_holder,
  bank_name: 'First Bank',
  routing_number: '011000015',
  account_number: '12345678',
});
const branding = (brand_name: string) => ({
  brand_name,
  primary_color: null,
  accent_color: null,
  dark_mode: false,
  support_email: null,
});

type Case = [
  name: string,
  email: string,
  method: 'POST' | 'PATCH' | 'PUT' | 'GET',
  url: () => string,
  payload: (() => unknown) | null,
  loc: (string | number)[],
];
const cases: Case[] = [
  [
    'timesheet create: NUL in task',
    'contractor@demo.test',
    'POST',
    () => '/v2/timesheets',
    () => entry({ task: NUL }),
    ['body', 'task'],
  ],
  [
    'timesheet create: lone surrogate in project_code',
    'contractor@demo.test',
    'POST',
    () => '/v2/timesheets',
    () => entry({ project_code: HIGH }),
    ['body', 'project_code'],
  ],
  [
    'timesheet create: NUL in timezone',
    'contractor@demo.test',
    'POST',
    () => '/v2/timesheets',
    () => entry({ timezone: `UTC${NUL}` }),
    ['body', 'timezone'],
  ],
  [
    'timesheet create: year 0000',
    'contractor@demo.test',
    'POST',
    () => '/v2/timesheets',
    () => entry({ date: '0000-01-03' }),
    ['body', 'date'],
  ],
  [
    'timesheet create: 30 February',
    'contractor@demo.test',
    'POST',
    () => '/v2/timesheets',
    () => entry({ date: '2026-02-30' }),
    ['body', 'date'],
  ],
  [
    'timesheet patch: lone low surrogate in task',
    'contractor@demo.test',
    'PATCH',
    () => `/v2/timesheets/${draftId}`,
    () => ({ task: LOW }),
    ['body', 'task'],
  ],
  [
    'timesheet patch: year 0000',
    'contractor@demo.test',
    'PATCH',
    () => `/v2/timesheets/${draftId}`,
    () => ({ date: '0000-12-31' }),
    ['body', 'date'],
  ],
  [
    'reject reason: NUL',
    'admin@demo.test',
    'POST',
    () => `/v2/timesheets/${submittedId}/actions/reject`,
    () => ({ reason: NUL }),
    ['body', 'reason'],
  ],
  [
    'reject reason: lone surrogate',
    'admin@demo.test',
    'POST',
    () => `/v2/timesheets/${submittedId}/actions/reject`,
    () => ({ reason: HIGH }),
    ['body', 'reason'],
  ],
  [
    'bulk reject reason: NUL',
    'admin@demo.test',
    'POST',
    () => '/v2/timesheets/bulk/apply',
    () => ({ action: 'reject', ids: [submittedId], reason: NUL }),
    ['body', 'reason'],
  ],
  [
    'branding name: NUL',
    'owner@acme.test',
    'PUT',
    () => '/v2/settings/branding',
    () => branding(NUL),
    ['body', 'brand_name'],
  ],
  [
    'branding name: lone surrogate',
    'owner@acme.test',
    'PUT',
    () => '/v2/settings/branding',
    () => branding(HIGH),
    ['body', 'brand_name'],
  ],
  [
    'bank account holder: NUL',
    'owner@acme.test',
    'POST',
    () => '/v2/payout_methods',
    () => bank(NUL),
    ['body', 'account_holder'],
  ],
  [
    'bank account holder: lone surrogate',
    'owner@acme.test',
    'POST',
    () => '/v2/payout_methods',
    () => bank(LOW),
    ['body', 'account_holder'],
  ],
  [
    'upload content: NUL in a cell',
    'contractor@demo.test',
    'POST',
    () => '/v2/timesheet_uploads',
    () => ({ content: csv(NUL) }),
    ['body', 'content'],
  ],
  [
    'upload content: lone surrogate in a cell',
    'contractor@demo.test',
    'POST',
    () => '/v2/timesheet_uploads',
    () => ({ content: csv(HIGH) }),
    ['body', 'content'],
  ],
  [
    'upload filename: NUL',
    'contractor@demo.test',
    'POST',
    () => '/v2/timesheet_uploads',
    () => ({ filename: `a${NUL}.csv`, content: csv('ok') }),
    ['body', 'filename'],
  ],
  [
    'list query: year 0000',
    'admin@demo.test',
    'GET',
    () => '/v2/timesheets?date_from=0000-01-01',
    null,
    ['querystring', 'date_from'],
  ],
  [
    'list query: NUL',
    'admin@demo.test',
    'GET',
    () => '/v2/timesheets?sort=%00',
    null,
    ['querystring', 'sort'],
  ],
  [
    'approvals query: year 0000',
    'admin@demo.test',
    'GET',
    () => '/v2/approvals?date_to=0000-01-01',
    null,
    ['querystring', 'date_to'],
  ],
  [
    'path params: NUL',
    'admin@demo.test',
    'GET',
    () => '/v2/timesheets/%00',
    null,
    ['params', 'id'],
  ],
  [
    'sign-in: NUL in the email',
    'admin@demo.test',
    'POST',
    () => '/v2/user',
    () => ({ email: `admin${NUL}@demo.test`, password: 'x' }),
    ['body', 'email'],
  ],
];

describe('hostile text and impossible dates over real endpoints', () => {
  it.each(cases)('%s → 422 naming the field', async (_name, email, method, url, payload, loc) => {
    const body = payload?.();
    const res = await h.app.inject({
      method,
      url: url(),
      headers: {
        ...(await auth(email)),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      // JSON.stringify writes a lone surrogate as the escape \\udXXX, which JSON.parse turns back into one.
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    expect(res.statusCode, res.body).toBe(422);
    const detail = (res.json() as { detail: { loc: unknown[]; msg: string; type: string }[] })
      .detail;
    expect(detail[0]).toMatchObject({ loc, msg: expect.any(String), type: expect.any(String) });
  });

  it('still accepts ordinary non-ASCII text', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/v2/timesheets',
      headers: await auth('contractor@demo.test'),
      payload: entry({ date: '2026-11-19', task: 'Zürich 😀 — 東京' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ timesheet: { task: 'Zürich 😀 — 東京' } });
  });
});

describe('findUnstorableText on deep values', () => {
  it('walks 100,000 levels without overflowing the stack and names the path', () => {
    let value: unknown = NUL;
    for (let i = 0; i < 100_000; i++) value = [value];
    const found = findUnstorableText(value);
    expect(found?.path).toHaveLength(100_000);
    expect(found?.reason).toBe('Text must not contain a NUL character');
  });

  it('finds the first fault in document order: a key before the value it holds, earlier entries first', () => {
    expect(findUnstorableText({ a: [NUL], [`b${NUL}`]: 1 })?.path).toEqual(['a', 0]);
    expect(findUnstorableText({ [`b${NUL}`]: { c: NUL } })?.path).toEqual([`b${NUL}`]);
  });
});
