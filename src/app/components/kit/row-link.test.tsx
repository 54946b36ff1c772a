import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderPage } from '../../../../tests/view/render-page';
import { defineResource } from '../../../domain/resources/define';
import { DetailLink, linkColumn, recordRoute } from './row-link';

const Row = z.object({ id: z.string(), name: z.string(), day: z.string(), parent_id: z.string() });
type Row = z.infer<typeof Row>;
const query = { filters: {}, sorts: ['name'], defaultSort: 'name' } as const;
const resourceAt = <const P extends readonly string[]>(specPaths: P) =>
  defineResource({
    name: 'screenings',
    apiPath: '/screenings',
    specPaths,
    labels: { singular: 'Screening', plural: 'Screenings' },
    item: Row,
    query,
    csv: [],
    actions: {},
  });
const screenings = resourceAt(['/screenings', '/screenings/{id}']);
const users = resourceAt(['/admin/users', '/users/{id?}']);
const team = defineResource({ ...resourceAt(['/team']), detailPath: '/team?id={id}' });
const rates = defineResource({ ...resourceAt(['/rates']), detailPath: '/assignments/{id}' });
const row: Row = { id: 'r1', name: 'Ann', day: '2026-11-27', parent_id: 'p9' };
const links = { withFilter: () => '' };

describe('recordRoute', () => {
  it('reads the record page from the first spec path with {id}, or {id?} as an optional parameter', () => {
    expect(recordRoute(screenings, 'r1')).toEqual({ to: '/screenings/$id', params: { id: 'r1' } });
    expect(recordRoute(users, 'r1')).toEqual({ to: '/users/{-$id}', params: { id: 'r1' } });
  });

  it('prefers the definition’s detailPath: another page, or the id in the query', () => {
    expect(recordRoute(rates, 'r1')).toEqual({ to: '/assignments/$id', params: { id: 'r1' } });
    expect(recordRoute(team, 'r1')).toEqual({ to: '/team', search: { id: 'r1' } });
  });

  it('refuses a resource without a record page', () => {
    expect(() => recordRoute(resourceAt(['/holidays']), 'r1')).toThrow('/holidays: no record page');
  });
});

describe('linkColumn', () => {
  it('names the row and links it to its record’s page, sorted by the key it is given', () => {
    const column = linkColumn(screenings, 'Screening', (r: Row) => r.name, { sortKey: 'name' });
    expect([column.header, column.sortKey, column.rowHeader]).toEqual(['Screening', 'name', true]);
    const html = renderPage(<>{column.cell(row, links)}</>);
    expect(html).toContain('href="/screenings/r1"');
    expect(html).toContain('>Ann</a>');
  });

  it('links through an optional parameter, the query or another resource’s id', () => {
    const cell = (c: ReturnType<typeof linkColumn<Row, typeof users>>) =>
      renderPage(<>{c.cell(row, links)}</>);
    expect(cell(linkColumn(users, 'Name', (r: Row) => r.name))).toContain('href="/users/r1"');
    expect(cell(linkColumn(team, 'Name', (r: Row) => r.name))).toContain('href="/team?id=r1"');
    expect(
      cell(linkColumn(rates, 'Name', (r: Row) => r.name, { id: (r) => r.parent_id })),
    ).toContain('href="/assignments/p9"');
  });

  it('gives a link whose text is a date its accessible name, kept on one line', () => {
    const column = linkColumn(screenings, 'Date', (r: Row) => r.day, {
      label: (r) => `Screening of ${r.name}`,
      nowrap: true,
    });
    expect(column.sortKey).toBeUndefined();
    const html = renderPage(<>{column.cell(row, links)}</>);
    expect(html).toContain('aria-label="Screening of Ann"');
    expect(html).toMatch(/class="whitespace-nowrap [^"]*"/);
  });

  it('fails the typecheck for a resource without a record page or without its route', () => {
    // @ts-expect-error -- no spec path with {id} and no detailPath
    expect(() => linkColumn(resourceAt(['/holidays']), 'Name', (r: Row) => r.name)).not.toThrow();
    const nowhere = resourceAt(['/nowhere', '/nowhere/{id}']);
    // @ts-expect-error -- src/app/routes has no /nowhere/$id
    const column = linkColumn(nowhere, 'Name', (r: Row) => r.name);
    expect(renderPage(<>{column.cell(row, links)}</>)).toContain('href="/nowhere/r1"');
  });
});

describe('DetailLink', () => {
  it('links one record from anywhere on a page, as its resource places it', () => {
    const html = renderPage(
      <DetailLink resource={screenings} id="r2">
        the screening
      </DetailLink>,
    );
    expect(html).toContain('href="/screenings/r2"');
  });
});
