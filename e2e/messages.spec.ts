import { expect, test, type Browser, type Page } from '@playwright/test';
import { tinyPng } from '../tests/tiny-png';
import { ShellPage } from './pages/shell-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;

async function as(browser: Browser, email: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await new ShellPage(page, origin).signIn(email);
  return page;
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const messages = (page: Page) => page.getByRole('list', { name: 'Messages' });

test('a partner messages a contractor about a timesheet; the reply with an attachment arrives live', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The partner's owner opens one of Connie's timesheets from the menu and asks about it.
  const owner = await as(browser, 'owner@acme.test');
  await menu(owner).getByRole('link', { name: 'Timesheets', exact: true }).click();
  const row = owner.getByRole('row').filter({ hasText: 'Connie Contractor' }).first();
  await row.getByRole('link').first().click();
  await expect(owner).toHaveURL(/\/timesheets\/[0-9a-f-]{36}$/);
  await owner.getByRole('link', { name: 'Message', exact: true }).click();
  await expect(owner.getByText('No conversation about this timesheet yet.')).toBeVisible();
  await owner.getByRole('link', { name: 'New message about this timesheet' }).click();
  await expect(
    owner.getByRole('heading', { name: 'New message about this timesheet' }),
  ).toBeVisible();
  // The picker finds only people the owner works with: Acme's own, its clients' users, admins.
  const to = owner.getByRole('combobox', { name: /^To/ });
  await to.fill('owner@selfco');
  await expect(owner.getByText('No one matches that.')).toBeVisible();
  await to.fill('connie');
  await owner.getByRole('option', { name: 'Connie Contractor (Contractor)' }).click();
  await expect(
    owner.getByRole('button', { name: 'Remove Connie Contractor (Contractor)' }),
  ).toBeVisible();
  await owner.getByLabel(/^Subject/).fill('Monday hours');
  await owner.getByLabel(/^Message/).fill('Hi Connie,\nplease send the signed sheet for <Monday>.');
  await owner.screenshot({ path: 'test-results/messages-new.png', fullPage: true });
  await owner.getByRole('button', { name: 'Send' }).click();
  await expect(owner).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  await expect(owner.getByRole('heading', { name: 'Monday hours' })).toBeVisible();
  await expect(owner.getByText(/^About Timesheet of Connie Contractor/)).toBeVisible();
  // Plain text, shown as typed: the angle brackets are text, not markup.
  await expect(
    messages(owner).getByText('please send the signed sheet for <Monday>.'),
  ).toBeVisible();

  // The contractor finds it under Messages, unread, and replies with a photo of the sheet.
  const connie = await as(browser, 'contractor@demo.test');
  await menu(connie).getByRole('link', { name: 'Messages' }).click();
  const listed = connie.getByRole('row').filter({ hasText: 'Monday hours' });
  await expect(listed).toContainText('Unread: 1');
  await listed.getByRole('link', { name: 'Monday hours' }).click();
  await expect(messages(connie).getByText(/please send the signed sheet/)).toBeVisible();
  await connie.getByLabel('Message', { exact: true }).fill('Here it is.');
  await connie
    .getByLabel('Attach a file')
    .setInputFiles({ name: 'monday-sheet.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(connie.getByRole('button', { name: 'Remove' })).toBeVisible();
  await connie.getByRole('button', { name: 'Send' }).click();
  await expect(messages(connie).getByRole('link', { name: 'monday-sheet.png' })).toBeVisible();
  await expect(messages(connie).getByText('Sending…')).toHaveCount(0);
  await menu(connie).getByRole('link', { name: 'Messages' }).click();
  await expect(connie.getByRole('row').filter({ hasText: 'Monday hours' })).not.toContainText(
    'Unread',
  );

  // The owner's open conversation shows the reply without a reload.
  await expect(messages(owner).getByText('Here it is.')).toBeVisible({ timeout: 30_000 });
  await expect(messages(owner).getByRole('link', { name: 'monday-sheet.png' })).toBeVisible();
  await owner.screenshot({ path: 'test-results/messages-conversation.png', fullPage: true });

  const narrow = await as(browser, 'contractor@demo.test', 390);
  // On a phone the menu opens over the page from its button and closes on the way to a page.
  await narrow.getByRole('button', { name: 'Open menu' }).click();
  await menu(narrow).getByRole('link', { name: 'Messages' }).click();
  await narrow.getByRole('link', { name: 'Monday hours' }).click();
  await expect(messages(narrow).getByRole('link', { name: 'monday-sheet.png' })).toBeVisible();
  await narrow.screenshot({ path: 'test-results/messages-conversation-390.png', fullPage: true });
  await narrow.goto(`${origin}/messages`);
  await narrow.screenshot({ path: 'test-results/messages-list-390.png', fullPage: true });
});
