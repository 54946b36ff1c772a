import { expect, test } from '@playwright/test';
import type { Recipient } from '../src/resources/conversations/contract';
import { ShellPage } from './pages/shell-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;

test('the notifications page pages and filters a list longer than a page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Sam (SelfCo) writes to his contractor Ian three times: three notifications for Ian.
  const signIn = await request.post(`${origin}/v2/user`, {
    data: { email: 'owner@selfco.test', password: 'correct-horse-demo' },
  });
  const sam = {
    authorization: `Bearer ${((await signIn.json()) as { access_token: string }).access_token}`,
  };
  const people = (await (
    await request.get(`${origin}/v2/message_recipients?per_page=200`, { headers: sam })
  ).json()) as { data: Recipient[] };
  const ian = people.data.find((p) => p.name === 'Ian Independent');
  expect(ian, 'Ian is among the people Sam may write to').toBeDefined();
  for (const subject of ['Paging one', 'Paging two', 'Paging three']) {
    const started = await request.post(`${origin}/v2/conversations`, {
      headers: sam,
      data: { recipient_id: ian!.id, subject, body: 'Hello' },
    });
    expect(started.status(), await started.text()).toBe(201);
  }

  await new ShellPage(page, origin).signIn('ic@demo.test', '/notifications?per_page=2');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByText('Page 1 of 2')).toBeVisible();
  await expect(page.getByRole('link', { name: 'New message: Paging three' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New message: Paging one' })).toHaveCount(0);
  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(pages.getByText('Page 2 of 2')).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('link', { name: 'New message: Paging one' })).toBeVisible();
  await expect(pages.getByRole('link', { name: 'Previous page' })).toBeVisible();
  await page.screenshot({ path: 'test-results/notifications-paging.png', fullPage: true });

  // Nothing is read yet: the read filter finds none, the unread filter all three on one page.
  await page.goto(`${origin}/notifications?state=read`);
  await expect(page.getByText('No notifications match these filters.')).toBeVisible();
  await page.goto(`${origin}/notifications?state=unread&kind=message_received`);
  await expect(page.getByText('3 notifications')).toBeVisible();
  await expect(pages.getByText('Page 1 of 1')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/notifications-paging-390.png', fullPage: true });
});
