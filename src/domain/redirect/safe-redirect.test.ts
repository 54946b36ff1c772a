import { describe, expect, it } from 'vitest';
import { homePath } from './home-path';
import { isUnderRedirectEntry, safeRedirect } from './safe-redirect';

const valid = ['/dashboard', '/timesheets', '/contractor', '/partner'];

describe('safeRedirect', () => {
  it.each([
    ['/timesheets', '/timesheets'],
    ['/timesheets/42', '/timesheets/42'],
    ['/partner/dashboard', '/partner/dashboard'],
    ['/timesheets?status=pending&page=2', '/timesheets?status=pending&page=2'],
    ['/dashboard/', '/dashboard/'],
  ])('accepts the in-app path %s', (input, expected) => {
    expect(safeRedirect(input, valid)).toBe(expected);
  });

  it.each([
    ['protocol-relative', '//evil.test'],
    ['protocol-relative with path', '//evil.test/timesheets'],
    ['triple slash', '///evil.test'],
    ['backslash', '/\\evil.test'],
    ['double backslash', '\\\\evil.test'],
    ['backslash inside', '/timesheets\\..\\..\\evil'],
    ['encoded slash', '/%2f%2fevil.test'],
    ['encoded slash uppercase', '/%2F%2Fevil.test'],
    ['encoded backslash', '/%5cevil.test'],
    ['encoded dot segment', '/timesheets/%2e%2e/%2e%2e/evil'],
    ['double encoding', '/%252f%252fevil.test'],
    ['tab', '/\t/evil.test'],
    ['newline', '/timesheets\n//evil.test'],
    ['carriage return', '/\r//evil.test'],
    ['null byte', '/timesheets\u0000'],
    ['leading space', ' /timesheets'],
    ['userinfo', '/timesheets@evil.test'],
    ['userinfo absolute', 'https://acme.test@evil.test/timesheets'],
    ['absolute http', 'http://evil.test/timesheets'],
    ['absolute https', 'https://evil.test'],
    ['ideographic full stop', '/timesheets\u3002evil'],
    ['fullwidth full stop', '//evil\uff0etest'],
    ['halfwidth ideographic full stop', '/evil\uff61test'],
    ['fullwidth solidus', '/\uff0f/evil.test'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['javascript scheme in path', '/javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['dot segments', '/timesheets/../../evil'],
    ['single dot segment', '/./timesheets'],
    ['dot-dot alone', '/..'],
    ['relative path', 'timesheets'],
    ['empty', ''],
    ['not under valid_redirect_urls', '/admin/users'],
    ['prefix look-alike', '/timesheetsevil'],
    ['fragment', '/timesheets#//evil.test'],
  ])('rejects %s', (_trick, input) => {
    expect(safeRedirect(input, valid)).toBeNull();
  });

  it('rejects what is not a string or is absurdly long', () => {
    expect(safeRedirect(undefined, valid)).toBeNull();
    expect(safeRedirect(['/timesheets'], valid)).toBeNull();
    expect(safeRedirect(`/timesheets/${'a'.repeat(3000)}`, valid)).toBeNull();
  });

  it('ignores unsafe entries of valid_redirect_urls', () => {
    expect(safeRedirect('/x', ['//evil.test', '/x/../'])).toBeNull();
  });
});

describe('isUnderRedirectEntry (spec §5: the pathname is an entry or below one at a / boundary)', () => {
  it.each([
    ['/timesheets', '/timesheets', true],
    ['/timesheets/123', '/timesheets', true],
    ['/timesheets/123/edit', '/timesheets', true],
    ['/timesheets/', '/timesheets', true],
    ['/timesheets', '/timesheets/', true],
    ['/timesheets/123', '/timesheets/', true],
    ['/timesheetsX', '/timesheets', false],
    ['/timesheets-old', '/timesheets', false],
    ['/time', '/timesheets', false],
    ['/', '/timesheets', false],
    ['//evil', '/timesheets', false],
    ['/anything/at/all', '/', true],
    ['/timesheets', '/timesheets?status=x', false],
    ['/timesheets', '//evil', false],
    ['/Timesheets', '/timesheets', false],
  ])('%s under the entry %s: %s', (pathname, entry, allowed) => {
    expect(isUnderRedirectEntry(pathname, entry)).toBe(allowed);
  });

  it('is what safeRedirect applies to the path, never to its query', () => {
    expect(safeRedirect('/timesheets/123?status=pending', ['/timesheets'])).toBe(
      '/timesheets/123?status=pending',
    );
    expect(safeRedirect('/invoices?next=timesheets', ['/timesheets'])).toBeNull();
    expect(safeRedirect('/timesheetsX', ['/timesheets'])).toBeNull();
    expect(safeRedirect('//evil', ['/'])).toBeNull();
  });
});

describe('homePath', () => {
  it('is the dashboard of the user type', () => {
    expect(homePath({ user_type: 'sales_partner' })).toBe('/sales_partner/dashboard');
  });
});
