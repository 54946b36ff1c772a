import { describe, expect, it } from 'vitest';
import { acme, makeUser, selfco } from '../policy/demo-users.fixture';
import { brandLogoUrl, documentTitle, helpCenterUrl, isBrandColor, isDarkTheme } from './branding';

const globals = {
  help_center_url: '/help',
  contractor_help_center_url: '/help?audience=contractor',
};
const contractor = (requiresW2: boolean, partner: typeof acme | null) =>
  makeUser('contractor', null, {
    contractor: { id: 'c', corp_to_corp: false, requires_w2_onboard: requiresW2, partner },
  });

describe('branding rules (spec §1)', () => {
  const at = '2026-11-20T15:00:00.000Z';
  const t = Date.parse(at);
  it.each([
    ['/brand/acme.svg', at, `/brand/acme.svg?t=${t}`],
    ['/logo.png?v=2', at, `/logo.png?v=2&t=${t}`],
    ['/logo.png#x', at, `/logo.png?t=${t}#x`],
    ['/logo.png', null, '/logo.png?t=0'],
    ['/logo.png', 'not a date', '/logo.png?t=0'],
    [null, at, null],
  ])('logo %s updated %s → %s', (logo_url, updated_at, out) =>
    expect(brandLogoUrl({ logo_url, updated_at })).toBe(out),
  );

  it.each([
    ['W-2 contractor of a staffing partner', contractor(true, acme), '/help?audience=contractor'],
    ['W-2 contractor of a self-employer', contractor(true, selfco), '/help'],
    ['1099 contractor of a staffing partner', contractor(false, acme), '/help'],
    ['W-2 contractor without partner', contractor(true, null), '/help'],
    ['partner', makeUser('partner', 'owner'), '/help'],
    ['signed out', null, '/help'],
  ])('help centre for %s', (_who, user, url) => expect(helpCenterUrl(user, globals)).toBe(url));

  it.each([
    [
      'user chose light over a dark partner',
      makeUser('partner', 'owner', { partner: selfco }),
      false,
      false,
      false,
    ],
    ['user chose dark', makeUser('partner', 'owner'), false, true, true],
    ['dark partner', makeUser('partner', 'owner', { partner: selfco }), false, null, true],
    ['contractor of a dark partner', contractor(false, selfco), false, null, true],
    ['dark white label', null, true, null, true],
    ['nothing dark', makeUser('client', 'owner'), false, null, false],
  ])('theme: %s', (_why, user, labelDark, pref, dark) =>
    expect(isDarkTheme(user, labelDark, pref)).toBe(dark),
  );

  it('falls back to the brand name for the title', () => {
    expect(documentTitle(null, 'SelfCo')).toBe('SelfCo');
    expect(documentTitle('Invoices', 'SelfCo')).toBe('Invoices');
  });

  it.each([
    ['#7c3aed', true],
    ['#FFF', false],
    ['red', false],
  ])('colour %s valid: %s', (c, ok) => expect(isBrandColor(c)).toBe(ok));
});
