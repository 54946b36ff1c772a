import { expect, test } from '@playwright/test';
import { ShellPage } from './pages/shell-page';

test('a partner owner sees who is stuck where, reminds them once, and chooses contractor steps', async ({
  page,
  baseURL,
}) => {
  // Harbor Point's workers: no other spec changes them, so who is stuck stays put.
  await new ShellPage(page, baseURL ?? '').signIn('owner@harborpoint.test', '/onboarding');
  await expect(page.getByRole('heading', { name: 'Onboarding', level: 1 })).toBeVisible();
  const first = page.getByRole('row').nth(1);
  await expect(first).toContainText('Contractor');
  await expect(first).toContainText(/2 of \d/);
  const remind = first.getByRole('button', { name: /^Send reminder to / });
  await remind.click();
  await expect(remind).toHaveText('Reminder sent');
  await page.screenshot({ path: 'test-results/onboarding-status.png', fullPage: true });
  // Once a day: after a reload the server refuses a second reminder and says why.
  await page.reload();
  await first.getByRole('button', { name: /^Send reminder to / }).click();
  await expect(first.getByRole('alert')).toHaveText(
    'A reminder was already sent to this user in the last 24 hours',
  );

  await page.goto('/settings');
  const steps = page.getByRole('form', { name: 'Contractor onboarding steps' });
  await expect(steps.getByLabel('Background Check')).not.toBeChecked();
  await steps.getByLabel('Background Check').check();
  await steps.getByRole('button', { name: 'Save steps' }).click();
  await expect(page.getByText('Onboarding steps saved')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Contractor onboarding steps' }).getByLabel('Background Check'),
  ).toBeChecked();
});

test('a contractor sees its screenings and one in detail', async ({ page, baseURL }) => {
  await new ShellPage(page, baseURL ?? '').signIn('contractor@demo.test', '/screenings');
  await expect(page.getByRole('heading', { name: 'Screenings', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Background Check' }).click();
  await expect(page.getByText('Demo provider (no real screening)')).toBeVisible();
  await expect(page.getByText('clear')).toBeVisible();
  await page.screenshot({ path: 'test-results/screening-detail.png', fullPage: true });
});

test("the demo provider's return URL completes the worker's open screening", async ({
  page,
  baseURL,
}) => {
  // Ian's health check is open in the seed (reference demo_seed_3).
  await new ShellPage(page, baseURL ?? '').signIn(
    'ic@demo.test',
    '/integrations/complete/checkr?reference=demo_seed_3',
  );
  await expect(
    page.getByRole('status').filter({ hasText: 'Health Check completed.' }),
  ).toBeVisible();
  await page.goto('/screenings?type=health_check');
  await expect(page.getByRole('row').filter({ hasText: 'Health Check' })).toContainText(
    'Completed',
  );
});
