// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ListQueryValues } from '../../../machines/kit/resource-list.screen';
import { notesResource } from '../../resources/notes/contract';
import { timesheetsResource } from '../../resources/timesheets/contract';
import { resourceListLogic } from './resource-list';

const requests: URL[] = [];
const answers = new Map<string, unknown>();
const saved: string[] = [];

beforeEach(() => {
  // The API as the list sees it: each path answers the JSON set for it, and `?format=csv` a CSV body.
  vi.stubGlobal('fetch', async (input: Request) => {
    const url = new URL(input.url);
    requests.push(url);
    if (url.searchParams.get('format') === 'csv')
      return new Response('id\n', { headers: { 'content-type': 'text/csv' } });
    return Response.json(answers.get(url.pathname));
  });
  // The browser's save of a download is a click on a link naming the file.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  requests.length = 0;
  saved.length = 0;
  answers.clear();
});

const start = (
  logic: ReturnType<typeof resourceListLogic>,
  query: ListQueryValues = { page: 1, per_page: 50 },
) => createActor(logic, { input: { query, exportable: true } }).start();

it("reads the resource's page schema: the timesheet list keeps its hour totals in meta", async () => {
  answers.set('/v2/timesheets', {
    data: [],
    meta: { page: 1, per_page: 50, total: 0, total_hours_hundredths: 0, total_hours: '0.00' },
  });
  const list = start(resourceListLogic(timesheetsResource));
  const snap = await waitFor(list, (s) => s.matches({ rows: 'empty' }));
  expect(snap.context.page?.meta).toEqual({
    page: 1,
    per_page: 50,
    total: 0,
    total_hours_hundredths: 0,
    total_hours: '0.00',
  });
  expect(snap.matches({ options: 'ready' })).toBe(true);
  expect(snap.context.options).toEqual({});
});

it('saves the CSV of the current filter as <name>.csv, or as csvName says', async () => {
  const note = {
    id: '00000000-0000-4000-8000-000000000001',
    subject_type: 'clients',
    subject_id: '00000000-0000-4000-8000-000000000002',
    body: 'Called about the renewal',
    author_name: 'Pat Admin',
    created_at: '2026-01-05T10:00:00.000Z',
  };
  answers.set('/v2/notes', { data: [note], meta: { page: 1, per_page: 50, total: 1 } });
  for (const [logic, name] of [
    [resourceListLogic(notesResource), 'notes.csv'],
    [resourceListLogic(notesResource, { csvName: 'client-notes.csv' }), 'client-notes.csv'],
  ] as const) {
    const list = start(logic, { page: 2, per_page: 50, sort: '-created_at' });
    await waitFor(list, (s) => s.matches({ rows: 'loaded' }));
    list.send({ type: 'list.download' });
    await waitFor(list, (s) => s.matches({ rows: { loaded: 'idle' } }) && saved.length > 0);
    expect(saved.pop()).toBe(name);
    list.stop();
  }
  const csv = requests.filter((u) => u.searchParams.get('format') === 'csv');
  expect(csv.map((u) => Object.fromEntries(u.searchParams))).toEqual([
    { sort: '-created_at', format: 'csv' },
    { sort: '-created_at', format: 'csv' },
  ]);
});
