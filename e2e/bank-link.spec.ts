import { expect, test, type Page } from '@playwright/test';
import { Mailbox } from './pages/login-page';
import { ShellPage } from './pages/shell-page';
import { TwoFactorModal } from './pages/two-factor-modal';

/** The demo institution's account numbers: they must never reach the browser. */
const NUMBERS = ['1111222200000', '3333444411111'];

async function openFromProfile(page: Page, link: string) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: /Profile/ })
    .click();
  await page.getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { name: link, level: 1 })).toBeVisible();
}

/** A worker's menu has no Direct Deposit (spec §2): the Paychecks page leads there. */
async function openDirectDeposit(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Paychecks' })
    .click();
  await expect(page.getByRole('heading', { name: 'Paychecks', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Direct deposit' }).click();
  await expect(page.getByRole('heading', { name: 'Direct Deposit', level: 1 })).toBeVisible();
}

/** Link bank account → the chooser → one account → the step-up code. */
async function link(page: Page, email: string, account: string, shot: string) {
  await page.getByRole('button', { name: 'Link bank account' }).click();
  const chooser = page.getByRole('dialog', { name: 'Link an account at First Platypus Bank' });
  await expect(chooser.getByRole('list', { name: 'Bank accounts' })).toContainText(
    'Platypus Checking',
  );
  await expect(chooser).toContainText('••••1111');
  await page.screenshot({ path: `test-results/bank-link-${shot}-chooser.png` });
  await chooser.getByRole('button', { name: new RegExp(account) }).click();
  const modal = new TwoFactorModal(page);
  await expect(modal.title()).toBeVisible();
  await expect(chooser).toBeHidden();
  await modal.code().fill(await new Mailbox(page).latestCode(email));
  await modal.submit().click();
  await expect(modal.title()).toBeHidden();
}

test('a worker links its direct deposit account from the menu without typing numbers', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await new ShellPage(page, baseURL ?? '').signIn('contractor@demo.test');
  await openDirectDeposit(page);
  // Manual entry stays next to the link.
  await expect(page.getByRole('button', { name: 'Add bank account' })).toBeVisible();
  await page.getByRole('button', { name: 'Link bank account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  await link(page, 'contractor@demo.test', 'Platypus Checking', 'desktop');
  await expect(
    page.getByRole('status').filter({ hasText: 'Direct deposit account linked' }),
  ).toBeVisible();
  const list = page.getByRole('list', { name: 'Direct Deposit' });
  await expect(list).toContainText('First Platypus Bank ••••0000');
  await page.screenshot({ path: 'test-results/bank-link-desktop-linked.png', fullPage: true });
  for (const n of NUMBERS) await expect(page.locator('body')).not.toContainText(n);
  await page.reload();
  await expect(list).toContainText('First Platypus Bank ••••0000');
});

test('a payer links a payment method from Payment Methods on a phone', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const shell = new ShellPage(page, baseURL ?? '');
  await shell.signIn('client@globex.test');
  await shell.showMenu();
  await openFromProfile(page, 'Payment Methods');
  await link(page, 'client@globex.test', 'Platypus Savings', 'mobile');
  await expect(page.getByRole('status').filter({ hasText: 'Payment method linked' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Payment Methods' })).toContainText(
    'First Platypus Bank ••••1111',
  );
  await page.screenshot({ path: 'test-results/bank-link-mobile-linked.png', fullPage: true });
  for (const n of NUMBERS) await expect(page.locator('body')).not.toContainText(n);
});
