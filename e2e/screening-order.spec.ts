import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { ShellPage } from './pages/shell-page';

// Rosa Delgado, a Harbor Point new hire, has one step left in the seed: a background check nobody
// has ordered. No other spec signs her in.
const ROSA = 'rosa.delgado@harborpoint-workers.test';

test('a new hire orders her background check; the provider returns her, the check and her onboarding complete, and the employer sees it', async ({
  page,
  browser,
  baseURL,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(ROSA);
  await expect(page).toHaveURL(/\/onboard\/contractor$/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Background Check' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(page.getByText('2 of 3 steps done')).toBeVisible();

  await page.getByRole('link', { name: 'Open Background Check' }).click();
  await expect(page.getByRole('heading', { name: 'Screenings', level: 1 })).toBeVisible();
  await expect(page.getByText('No screenings match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Order Background Check' }).click();
  // The demo provider's page is its return URL: the server asks it for the result at once.
  await expect(page).toHaveURL(/\/integrations\/complete\/checkr\?reference=demo_/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Background Check completed.' }),
  ).toBeVisible();

  // Back in the wizard, it reads her progress at once: all done, off to the dashboard.
  await page.getByRole('link', { name: 'Back to onboarding' }).click();
  await expect(page).toHaveURL(/\/contractor\/dashboard$/);
  await expect(page.getByText('Congratulations! You have completed onboarding.')).toBeVisible();

  await page.goto('/screenings');
  const check = page.getByRole('row').filter({ hasText: 'Background Check' });
  await expect(check).toContainText('Completed');
  await expect(check).toContainText('clear');
  await expect(page.getByRole('button', { name: 'Order Background Check' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screening-ordered.png', fullPage: true });

  const employer = await browser.newPage();
  await new ShellPage(employer, baseURL ?? '').signIn(
    'owner@harborpoint.test',
    '/screenings?type=background_check',
  );
  const hers = employer.getByRole('row').filter({ hasText: 'Rosa Delgado' });
  await expect(hers).toContainText('Completed');
  await expect(hers).toContainText('Harbor Point Staffing');
  await employer.screenshot({ path: 'test-results/screening-employer.png', fullPage: true });
  await employer.goto('/onboarding?name=Rosa');
  // Her last step is done: she is no longer among those stuck in onboarding.
  await expect(
    employer.getByText('No one has onboarding steps left with these filters.'),
  ).toBeVisible();
  await employer.close();
});
