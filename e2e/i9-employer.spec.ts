import { expect, test } from '@playwright/test';
import { Mailbox } from './pages/login-page';
import { ShellPage } from './pages/shell-page';
import { TwoFactorModal } from './pages/two-factor-modal';

// James Holloway (Harbor Point) signed section 1 of his I-9 in the seed; no other spec touches his
// I-9, so its section 2 is still the employer's when this test opens it.
const WORKER = 'James Holloway';

test('the employer completes section 2 of a pending I-9 with the documents examined', async ({
  page,
  baseURL,
}) => {
  await new ShellPage(page, baseURL ?? '').signIn('owner@harborpoint.test', '/i9_forms');
  await expect(page.getByRole('heading', { name: 'I9 Forms', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: WORKER });
  await expect(row).toContainText('Section 2 pending');
  await row.getByRole('link', { name: WORKER }).click();
  await expect(page.getByRole('heading', { name: `Form I-9: ${WORKER}`, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Complete section 2' }).click();

  await expect(
    page.getByRole('heading', {
      name: 'Form I-9, section 2: Employer review and verification',
      level: 1,
    }),
  ).toBeVisible();
  const form = page.getByRole('main');
  await form.getByLabel("Employee's first day of employment *", { exact: true }).fill('2026-01-12');
  // A List B document proves identity only: the form asks for a List C document with it.
  await form
    .getByLabel('List B: document title', { exact: true })
    .selectOption(
      "Driver's license or ID card issued by a State or outlying possession of the United States",
    );
  await form.getByLabel('List B: issuing authority', { exact: true }).fill('Georgia DDS');
  await form.getByLabel('List B: document number', { exact: true }).fill('GA0551234');
  await form.getByLabel('List B: expiration date (if any)', { exact: true }).fill('2029-04-12');
  await form
    .getByLabel('Last name, first name and title of employer or authorized representative *', {
      exact: true,
    })
    .fill('Harbor, Hector, Owner');
  await form
    .getByLabel("Employer's business or organization name *", { exact: true })
    .fill('Harbor Point Staffing');
  await form
    .getByLabel('Signature of employer or authorized representative (type your name) *', {
      exact: true,
    })
    .fill('Hector Harbor');
  await form.getByRole('button', { name: 'Sign section 2' }).click();
  await expect(form.getByText('With a List B document, add a List C document')).toBeVisible();
  await form
    .getByLabel('List C: document title', { exact: true })
    .selectOption('A Social Security Account Number card, unless the card is restricted');
  await form.getByLabel('List C: issuing authority', { exact: true }).fill('SSA');
  await form.getByLabel('List C: document number', { exact: true }).fill('512-44-7781');
  await page.screenshot({ path: 'test-results/i9-section2.png', fullPage: true });
  await form.getByRole('button', { name: 'Sign section 2' }).click();

  await expect(page.getByRole('heading', { name: `Form I-9: ${WORKER}`, level: 1 })).toBeVisible();
  const section2 = page.getByRole('region', {
    name: 'Section 2: Employer review and verification',
  });
  await expect(section2).toContainText('Complete');
  await expect(section2).toContainText("Driver's license or ID card issued by a State");
  await expect(section2).toContainText('A Social Security Account Number card');
  await expect(section2).toContainText('Hector Harbor');
  // The numbers are sealed: shown by their last four until the owner reveals them with a code.
  const numbers = page.getByRole('region', { name: 'Document numbers' });
  await expect(numbers).toContainText('List B: document number•••• 1234');
  await expect(numbers).toContainText('List C: document number•••• 7781');
  await expect(page.locator('body')).not.toContainText('GA0551234');
  await page.screenshot({ path: 'test-results/i9-complete.png', fullPage: true });
  await numbers.getByRole('button', { name: 'Reveal document numbers' }).click();
  const modal = new TwoFactorModal(page);
  await expect(modal.title()).toBeVisible();
  await modal.code().fill(await new Mailbox(page).latestCode('owner@harborpoint.test'));
  await modal.submit().click();
  await expect(modal.title()).toBeHidden();
  await expect(numbers).toContainText('GA0551234');
  await expect(numbers).toContainText('512-44-7781');
  await numbers.getByRole('button', { name: 'Hide document numbers' }).click();
  await expect(page.locator('body')).not.toContainText('GA0551234');
  await page.getByRole('link', { name: '← I9 Forms' }).click();
  await expect(page.getByRole('row').filter({ hasText: WORKER })).toContainText('Complete');
});
