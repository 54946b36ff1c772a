import { describe, expect, it } from 'vitest';
import {
  listHref,
  listSearchOf,
  listSearchParams,
  PAGE_SIZE,
  parseListSearch,
  type ListQueryDescriptor,
} from './list-query';
import { listQuerySchema } from './list-query-schema';

const descriptor = {
  filters: {
    owner_id: { kind: 'uuid' },
    status: { kind: 'enum', values: ['open', 'closed'] },
    stage: { kind: 'enumList', values: ['new', 'won', 'lost'] },
    date: { kind: 'dateRange' },
    q: { kind: 'text', max: 10 },
  },
  sorts: ['date', 'name'],
  defaultSort: '-date',
} as const satisfies ListQueryDescriptor;

const UUID = '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b';
const good = {
  page: '2',
  per_page: '200',
  sort: 'name',
  owner_id: UUID,
  status: 'closed',
  stage: 'new,lost',
  date_from: '2026-01-01',
  date_to: '2026-01-31',
  q: 'smith',
};
const bad = {
  page: '0',
  per_page: '201',
  sort: 'owner',
  owner_id: '3f2b8c1e-9a4d-0e6f-8b1a-2c3d4e5f6a7b',
  status: 'gone',
  stage: 'gone',
  date_from: '2026-02-30',
  date_to: 'soon',
  q: 'far too long a search',
};

describe('parseListSearch (browser, no zod)', () => {
  it('reads every kind of filter, the sort and paging', () => {
    expect(parseListSearch(descriptor, good)).toEqual({ ...good, page: 2, per_page: 200 });
  });

  it('drops what does not fit and takes the defaults, so a stale link still opens', () => {
    expect(parseListSearch(descriptor, bad)).toEqual({
      page: 1,
      per_page: PAGE_SIZE.default,
      sort: '-date',
    });
  });

  it('takes back as text the booleans and numbers the router reads from the address bar', () => {
    const flags = {
      filters: { paid: { kind: 'enum', values: ['true', 'false'] }, q: { kind: 'text', max: 10 } },
      sorts: ['date'],
      defaultSort: 'date',
    } as const satisfies ListQueryDescriptor;
    expect(parseListSearch(flags, { paid: true, q: 2024 })).toMatchObject({
      paid: 'true',
      q: '2024',
    });
    expect(parseListSearch(flags, { paid: false }).paid).toBe('false');
  });

  it('keeps the known values of a comma list once each, in the descriptor order', () => {
    expect(parseListSearch(descriptor, { stage: 'lost,bogus,new,lost' }).stage).toBe('new,lost');
  });

  it("keeps in a route's search only what differs from the defaults", () => {
    expect(
      listSearchOf(descriptor, {
        page: '1',
        per_page: '50',
        sort: '-date',
        status: 'open',
        q: 'far too long a search',
      }),
    ).toEqual({ status: 'open' });
    expect(listSearchOf(descriptor, { page: '3' })).toEqual({ page: 3 });
  });

  it('makes a page href from a path and a query', () => {
    expect(listHref('/widgets', descriptor, parseListSearch(descriptor, {}))).toBe('/widgets');
    expect(
      listHref('/widgets', descriptor, parseListSearch(descriptor, { sort: 'name', page: '2' })),
    ).toBe('/widgets?page=2&sort=name');
    expect(
      listHref('/logs?type=service', descriptor, parseListSearch(descriptor, { page: '2' })),
    ).toBe('/logs?type=service&page=2');
    expect(listHref('/logs?type=service', descriptor, parseListSearch(descriptor, {}))).toBe(
      '/logs?type=service',
    );
  });

  it('leaves defaults out of the URL', () => {
    expect(
      listSearchParams(descriptor, parseListSearch(descriptor, { status: 'open' })).toString(),
    ).toBe('status=open');
  });
});

describe('listQuerySchema (server, from the same descriptor)', () => {
  const schema = listQuerySchema(descriptor);

  it('accepts what the browser keeps, to the same values', () => {
    expect(schema.parse(good)).toEqual({ ...parseListSearch(descriptor, good), format: 'json' });
    expect(schema.parse({})).toEqual({ ...parseListSearch(descriptor, {}), format: 'json' });
  });

  it('refuses a comma list with a value it does not know', () => {
    expect(schema.safeParse({ stage: 'new,bogus' }).success).toBe(false);
    expect(schema.parse({ stage: 'won,new' }).stage).toBe('won,new');
  });

  it('refuses each value the browser drops, where the browser drops it', () => {
    for (const [key, value] of Object.entries(bad)) {
      expect(schema.safeParse({ [key]: value }).success, `${key}=${value}`).toBe(false);
    }
  });
});
