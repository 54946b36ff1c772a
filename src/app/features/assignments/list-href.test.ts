import { describe, expect, it } from 'vitest';
import { listHref } from './list-href';

describe('assignment list URLs', () => {
  it('leave defaults out', () => expect(listHref({ page: 1, per_page: 50 })).toBe('/assignments'));
  it('keep filters and paging', () => {
    expect(listHref({ page: 3, per_page: 20, client_id: 'k1', contractor_id: 'c1' })).toBe('/assignments?page=3&per_page=20&contractor_id=c1&client_id=k1');
  });
});
