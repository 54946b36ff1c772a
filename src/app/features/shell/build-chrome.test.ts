import { describe, expect, it } from 'vitest';
import type { PublicGlobals } from '../../../domain/contracts/public-globals';
import type { BrandingSettings } from '../../../domain/contracts/shell';
import { demoUsers } from '../../../domain/policy/demo-users.fixture';
import { effectiveLayout } from '../../components/layouts/app-layout';
import { buildChrome } from './build-chrome';
import { withBrandingOverride } from './with-branding-override';

const globals: PublicGlobals = {
  white_label: {
    brand_name: 'Acme Staffing',
    logo_url: '/brand/acme.svg',
    favicon_url: null,
    dark_mode: false,
    primary_color: '#c2410c',
    accent_color: null,
    partner_id: 'acme',
    subdomain: 'acme',
    updated_at: '2026-11-20T15:00:00.000Z',
  },
  technology_platform_website: null,
  technology_platform_company: null,
  support_email: 'help@acme.test',
  tos_url: '/terms',
  privacy_url: '/privacy',
  help_center_url: '/help',
  contractor_help_center_url: '/help?audience=contractor',
  enabled_email_code_verification: true,
  est_offset_hours: -5,
  platform_currencies: [{ currency: 'usd', symbol: '$' }],
  job_classifications: ['w-2'],
  tax_id_types: [],
  adjustment_types: [],
  valid_redirect_urls: [],
  job_category_rules: {},
  mode: 'sandbox',
};

const chrome = (email: string | null, over: Partial<Parameters<typeof buildChrome>[0]> = {}) =>
  buildChrome({
    user: email ? (demoUsers[email] ?? null) : null,
    globals,
    darkPreference: null,
    currentPath: '/',
    isMobile: false,
    onToggleDark: () => undefined,
    onLogout: () => undefined,
    ...over,
  });

describe('shell chrome', () => {
  it('stamps the logo with the white label time and names the brand', () => {
    expect(chrome(null).brand).toEqual({
      name: 'Acme Staffing',
      logoUrl: `/brand/acme.svg?t=${Date.parse('2026-11-20T15:00:00.000Z')}`,
    });
  });

  it('marks admins and sends each user home to their dashboard', () => {
    expect(chrome('admin@demo.test')).toMatchObject({
      isAdmin: true,
      homePath: '/admin/dashboard',
      signedIn: true,
    });
    expect(chrome('client@globex.test')).toMatchObject({
      isAdmin: false,
      homePath: '/client/dashboard',
    });
    expect(chrome(null)).toMatchObject({ signedIn: false, homePath: '/', menu: [] });
  });

  it('gives W-2 contractors of a staffing partner the contractor help centre', () => {
    expect(chrome('contractor@demo.test').helpUrl).toBe('/help?audience=contractor');
    expect(chrome('ic@demo.test').helpUrl).toBe('/help');
  });

  it('shows help on mobile to non-admins only', () => {
    expect(chrome('client@globex.test', { isMobile: true }).showHelp).toBe(true);
    expect(chrome('admin@demo.test', { isMobile: true }).showHelp).toBe(false);
    expect(chrome('client@globex.test').showHelp).toBe(false);
  });

  it('follows the partner theme unless the user chose', () => {
    expect(chrome('owner@selfco.test').dark).toBe(true);
    expect(chrome('owner@selfco.test', { darkPreference: false }).dark).toBe(false);
    expect(chrome('owner@acme.test', { darkPreference: true }).dark).toBe(true);
  });

  it.each([
    ['dashboard', false, 'dashboard'],
    ['dashboard', true, 'iframe'],
    ['blank_nav', true, 'iframe'],
    ['login', false, 'login'],
  ] as const)('layout %s with hide_navigation=%s is %s', (layout, hide, out) =>
    expect(effectiveLayout(layout, hide)).toBe(out),
  );
});

describe('branding applied at once', () => {
  const saved: BrandingSettings = {
    brand_name: 'Acme Renamed',
    logo_url: '/v2/branding/logos/1',
    primary_color: '#112233',
    accent_color: null,
    dark_mode: true,
    support_email: null,
    remit_to: null,
    updated_at: '2026-11-20T16:00:00.000Z',
  };

  it("overrides the partner's own brand", () => {
    const out = withBrandingOverride(globals, saved, {
      ...demoUsers['owner@acme.test']!,
      partner: { ...demoUsers['owner@acme.test']!.partner!, id: 'acme' },
    });
    expect(out.white_label).toMatchObject({
      brand_name: 'Acme Renamed',
      dark_mode: true,
      primary_color: '#112233',
    });
    expect(out.support_email).toBe('help@acme.test');
  });

  it("leaves another partner's brand alone", () => {
    const other = { ...demoUsers['owner@selfco.test']! };
    expect(withBrandingOverride(globals, saved, other)).toBe(globals);
    expect(withBrandingOverride(globals, null, other)).toBe(globals);
  });
});
