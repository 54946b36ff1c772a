import { describe, expect, it } from 'vitest';
import { POSTER_AUDIENCES } from './audiences';
import { FEDERAL_POSTERS, LABOR_POSTERS_SOURCE } from './federal-posters';

const AGENCY_SITES = ['www.dol.gov', 'www.osha.gov', 'www.eeoc.gov'];

describe('the federal posters data file', () => {
  it('cites its source and year', () => {
    expect(LABOR_POSTERS_SOURCE).toMatchObject({
      url: 'https://www.dol.gov/general/topics/posters',
      year: 2026,
    });
  });

  it('keys each poster by a distinct publication number', () => {
    const codes = FEDERAL_POSTERS.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("links each poster to its issuing agency's own site over https", () => {
    for (const p of FEDERAL_POSTERS) {
      const url = new URL(p.url);
      expect(url.protocol, p.code).toBe('https:');
      expect(AGENCY_SITES, p.code).toContain(url.host);
    }
  });

  it('puts every poster in one of the audiences the list filters by', () => {
    for (const p of FEDERAL_POSTERS) expect(POSTER_AUDIENCES).toContain(p.audience);
  });

  it('gives the thresholds the laws set: FMLA 50 employees, the EEOC notice 15, FLSA any', () => {
    const min = (code: string) => FEDERAL_POSTERS.find((p) => p.code === code)?.min_employees;
    expect(min('WHD 1420')).toBe(50);
    expect(min('EEOC Know Your Rights')).toBe(15);
    expect(min('WHD 1088')).toBeNull();
  });
});
