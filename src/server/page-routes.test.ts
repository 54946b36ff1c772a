import { expect, it } from 'vitest';
import { pageAt } from './page-routes';

const routes = [
  { path: '/', page: 'pages/index.html' },
  { path: '/agreements/', page: 'pages/agreements.index.html' },
  { path: '/agreements/$id', page: 'pages/agreements.$id.html' },
  { path: '/agreements/new', page: 'pages/agreements.new.html' },
  { path: '/pay/{-$id}', page: 'pages/pay.html' },
  { path: '/$resource/$id/audit', page: 'pages/audit.html' },
  { path: '/partner/dashboard', page: 'pages/partner.dashboard.html' },
];

it('opens the page of the route whose path fits the address, a trailing slash or none', () => {
  expect(pageAt(routes, '/')).toBe('pages/index.html');
  expect(pageAt(routes, '/partner/dashboard')).toBe('pages/partner.dashboard.html');
  expect(pageAt(routes, '/partner/dashboard/')).toBe('pages/partner.dashboard.html');
  expect(pageAt(routes, '/agreements')).toBe('pages/agreements.index.html');
  expect(pageAt(routes, '/agreements/42')).toBe('pages/agreements.$id.html');
  expect(pageAt(routes, '/timesheets/42/audit')).toBe('pages/audit.html');
});

it('ranks a literal segment before a parameter, whichever the list names first', () => {
  expect(pageAt(routes, '/agreements/new')).toBe('pages/agreements.new.html');
  expect(pageAt([...routes].reverse(), '/agreements/new')).toBe('pages/agreements.new.html');
});

it('takes an optional parameter given or not, and nothing for an address no route opens', () => {
  expect(pageAt(routes, '/pay')).toBe('pages/pay.html');
  expect(pageAt(routes, '/pay/7')).toBe('pages/pay.html');
  expect(pageAt(routes, '/pay/7/8')).toBeUndefined();
  expect(pageAt(routes, '/partner')).toBeUndefined();
  expect(pageAt(routes, '/agreements/42/more')).toBeUndefined();
  expect(pageAt(routes, '/nowhere')).toBeUndefined();
});
