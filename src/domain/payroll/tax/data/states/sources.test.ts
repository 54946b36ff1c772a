import { describe, expect, it } from 'vitest';
import { STATE_RULES } from './index';

/**
 * Issue 24: every state's figures name the publication they come from, where it is, the edition's
 * tax year (never later than the engine's 2026 pay year) and what was not verified.
 */
describe.each(Object.entries(STATE_RULES))('%s withholding data', (_state, rule) => {
  it('cites its publication, address, edition year and how it was read', () => {
    expect(rule.source.publication.trim().length).toBeGreaterThan(20);
    expect(rule.source.url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//i);
    expect(rule.source.tax_year).toBeGreaterThanOrEqual(2020);
    expect(rule.source.tax_year).toBeLessThanOrEqual(2026);
    expect(rule.source.note.trim().length).toBeGreaterThan(20);
  });
});
