import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { authOf } from '../../../tests/as-user';
import type { AssignmentList } from '../assignments/contract';
import type { TimesheetDetail } from './contract';
import { users } from '../../server/db/schema';

let h: Harness;
const auth = authOf(() => h);
const exportCsv = async (email: string, query: string) =>
  h.app.inject({
    method: 'GET',
    url: `/v2/timesheets?format=csv&${query}`,
    headers: await auth(email),
  });

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

/** Splits RFC 4180 text into rows of cells, honouring quotes, as a spreadsheet would (CR or LF ends a row). */
function spreadsheetRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) cell += c;
    else if (c === ',') endCell();
    else if (c === '\r' || c === '\n') {
      endCell();
      rows.push(row);
      row = [];
    } else cell += c;
  }
  return rows;
}

describe('GET /v2/timesheets?format=csv', () => {
  it('neutralises formulas and keeps hostile cells in their own cell', async () => {
    const assignments = (await (
      await h.app.inject({
        method: 'GET',
        url: '/v2/assignments',
        headers: await auth('contractor@demo.test'),
      })
    ).json()) as AssignmentList;
    const assignment_id = assignments.data[0]?.id;
    const hostile = [
      { project_code: '\t=1+1', task: '\r=HYPERLINK("http://evil.test","x")' },
      { project_code: '@SUM(A1)', task: 'ok\r=1+1' },
      { project_code: '-2+3', task: 'line\n+cmd|"/c calc"!A0' },
    ];
    for (const [i, fields] of hostile.entries()) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/v2/timesheets',
        headers: await auth('contractor@demo.test'),
        payload: {
          assignment_id,
          date: `2031-01-0${i + 1}`,
          time_start: '09:00',
          time_end: '10:00',
          break_time_minutes: 0,
          ...fields,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect((res.json() as TimesheetDetail).timesheet).toMatchObject(fields);
    }
    const res = await exportCsv(
      'admin@demo.test',
      'date_from=2031-01-01&date_to=2031-01-31&sort=date',
    );
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = spreadsheetRows(res.body);
    expect(rows).toHaveLength(hostile.length);
    const project = header!.indexOf('project_code');
    const task = header!.indexOf('task');
    for (const [i, fields] of hostile.entries()) {
      expect(rows[i]).toHaveLength(header!.length);
      expect(rows[i]![project]).toBe(`'${fields.project_code}`);
      expect(rows[i]![task]).toBe(
        /^[=+\-@\t\r]/.test(fields.task) ? `'${fields.task}` : fields.task,
      );
    }
    for (const cell of rows.flat()) expect(cell, JSON.stringify(cell)).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('holds every timesheet of the filter, in the list order, whatever the page asked for', async () => {
    const list = await h.app.inject({
      method: 'GET',
      url: '/v2/timesheets?sort=-date&per_page=200&page=1',
      headers: await auth('admin@demo.test'),
    });
    const { meta, data } = list.json() as { meta: { total: number }; data: { id: string }[] };
    const csv = await exportCsv('admin@demo.test', 'sort=-date&per_page=5&page=3');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const ids = spreadsheetRows(csv.body)
      .slice(1)
      .map((r) => r[0]);
    expect(ids).toHaveLength(meta.total);
    expect(ids.slice(0, data.length)).toEqual(data.map((t) => t.id));
  });

  it('follows canExport: a recruiter_sourcer gets 403, other roles their CSV', async () => {
    await h.deps.db
      .update(users)
      .set({ role: 'recruiter_sourcer' })
      .where(eq(users.email, 'recruiter@acme.test'));
    const refused = await exportCsv('recruiter@acme.test', '');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: expect.any(String) });
    // The same user still lists timesheets as JSON: only the download is an export.
    expect(
      (
        await h.app.inject({
          method: 'GET',
          url: '/v2/timesheets',
          headers: await auth('recruiter@acme.test'),
        })
      ).statusCode,
    ).toBe(200);
    for (const email of [
      'owner@acme.test',
      'timekeeper@acme.test',
      'client@globex.test',
      'contractor@demo.test',
    ]) {
      expect((await exportCsv(email, 'per_page=1')).statusCode, email).toBe(200);
    }
  });
});
