import { describe, expect, it } from 'vitest';
import { listHref } from './list-href';

describe('assignment list URLs', () => {
  it('leave defaults out', () => expect(listHref({ page: 1, per_page: 50, sort: 'start_date' })).toBe('/assignments'));
  it('keep filters and paging', () => {
    expect(listHref({ page: 3, per_page: 20, sort: 'start_date', client_id: 'k1', contractor_id: 'c1' })).toBe('/assignments?page=3&per_page=20&contractor_id=c1&client_id=k1');
  });
  it('keep a sort other than the default', () => {
    expect(listHref({ page: 1, per_page: 50, sort: '-contractor_name' })).toBe('/assignments?sort=-contractor_name');
  });
});
