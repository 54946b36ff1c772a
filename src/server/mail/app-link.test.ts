import { expect, it } from 'vitest';
import { parseEnv } from '../env';
import { appLink } from './app-link';

it('builds absolute links from PUBLIC_URL, or localhost and the port in demo mode', () => {
  expect(
    appLink(parseEnv({ PUBLIC_URL: 'https://acme.example.com' }), '/easy_approve?token=a.b'),
  ).toBe('https://acme.example.com/easy_approve?token=a.b');
  expect(appLink(parseEnv({ PORT: '3100' }), '/forgot_password?x=1')).toBe(
    'http://localhost:3100/forgot_password?x=1',
  );
});

it('refuses a PUBLIC_URL that is not a URL', () => {
  expect(() => parseEnv({ PUBLIC_URL: 'acme' })).toThrow(/PUBLIC_URL/);
});
