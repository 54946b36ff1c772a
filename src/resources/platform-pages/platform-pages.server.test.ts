import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { PlatformPage } from './contract';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin@demo.test');
});
afterAll(async () => h.close());

const read = async (id: string, host = 'localhost') => {
  const res = await h.app.inject({
    method: 'GET',
    url: `/v2/platform_pages/${id}`,
    headers: { host },
  });
  return { status: res.statusCode, page: res.json<PlatformPage>() };
};

it('shows the platform’s own text to anyone, signed in or not, when the configured URL is the page itself', async () => {
  const { status, page } = await read('privacy');
  expect(status).toBe(200);
  expect(page).toMatchObject({
    id: 'privacy',
    title: 'Privacy Policy',
    url: null,
    updated_at: null,
  });
  expect(page.body).toContain('Staffwise keeps the personal data');
  expect(page.body).toContain('support@staffwise.example');
  expect((await read('elsewhere')).status).toBe(422);
});

it('lets admins write a page’s text, and no one else', async () => {
  const owner = await h.login('owner@acme.test');
  const refused = await h.app.inject({
    method: 'PATCH',
    url: '/v2/platform_pages/terms',
    headers: { authorization: `Bearer ${owner}` },
    payload: { body: 'Mine now' },
  });
  expect(refused.statusCode).toBe(403);
  const blank = await h.app.inject({
    method: 'PATCH',
    url: '/v2/platform_pages/terms',
    headers: { authorization: `Bearer ${admin}` },
    payload: { body: '  ' },
  });
  expect(blank.statusCode).toBe(422);
  const written = await h.app.inject({
    method: 'PATCH',
    url: '/v2/platform_pages/terms',
    headers: { authorization: `Bearer ${admin}` },
    payload: { body: 'First paragraph.\n\nSecond paragraph.' },
  });
  expect(written.statusCode).toBe(200);
  const { page } = await read('terms');
  expect(page.body).toBe('First paragraph.\n\nSecond paragraph.');
  expect(page.updated_at).toBe(h.clock.now.toISOString());
});
