import { expect, test, type APIRequestContext } from '@playwright/test';
import type { TimesheetList } from '../src/resources/timesheets/contract';
import { LOOSE_TIME_HINT } from '../src/domain/timesheets/loose-time';
import { EntryWeekPage } from './pages/entry-week';
import { ShellPage } from './pages/shell-page';
import { TimesheetDetailPage } from './pages/timesheet-detail-page';

const CHICAGO = { latitude: 41.8781, longitude: -87.6298, accuracy: 12 };
const MONDAY = '2027-01-11';

async function storedWeek(request: APIRequestContext, token: string) {
  const res = await request.get(`/v2/timesheets?date_from=${MONDAY}&date_to=2027-01-17&sort=date`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as TimesheetList).data.map((t) => [
    t.date,
    t.time_start,
    t.time_end,
    t.status,
  ]);
}

test('a contractor types a week loosely, is refused for location, comes back to the drafts and submits once; the client signs and approves in one dialog', async ({
  browser,
  baseURL,
}) => {
  // Two browser contexts, two accounts, a week entered twice and a signed approval.
  test.setTimeout(120_000);
  // First visit: the site's location permission is denied.
  const denied = await browser.newContext({ permissions: [] });
  await denied.setGeolocation(CHICAGO);
  const page = await denied.newPage();
  const token = await new ShellPage(page, baseURL ?? '').signIn('contractor@demo.test');
  const entry = new EntryWeekPage(page);
  await entry.open();
  await expect(entry.assignment.locator('option').first()).toHaveText(/^.+ · .+ · .+$/);
  await entry.week(MONDAY);
  await entry.day('Monday', { start: '8', end: '4:30pm', breakMinutes: '30' });
  await expect(entry.hours('Monday')).toHaveText('8.00');
  await entry.day('Tuesday', { start: '0830', end: '17:00', breakMinutes: '30' });
  await expect(entry.hours('Tuesday')).toHaveText('8.00');
  await entry.day('Wednesday', { start: '8am', end: 'after lunch' });
  await entry.field('Break minutes', 'Wednesday').focus();
  await expect(page.getByText(LOOSE_TIME_HINT)).toBeVisible();
  await expect(entry.field('End', 'Wednesday')).toHaveAttribute('aria-invalid', 'true');
  await entry.field('End', 'Wednesday').fill('12:30pm');
  await expect(entry.hours('Wednesday')).toHaveText('4.50');
  await entry.submit();
  await expect(
    entry.locationAlert.getByRole('heading', { name: 'Location Permission Needed' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Back to the week' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your days are saved as drafts' }),
  ).toBeVisible();
  await expect(entry.status('Monday')).toContainText('draft');
  expect(await storedWeek(page.request, token)).toEqual([
    ['2027-01-11', '08:00', '16:30', 'draft'],
    ['2027-01-12', '08:30', '17:00', 'draft'],
    ['2027-01-13', '08:00', '12:30', 'draft'],
  ]);
  await denied.close();

  // Later, with location allowed: Enter Time shows the drafts of that week and submits them in place.
  const granted = await browser.newContext({ permissions: ['geolocation'] });
  await granted.setGeolocation(CHICAGO);
  const back = await granted.newPage();
  await new ShellPage(back, baseURL ?? '').signIn('contractor@demo.test');
  const again = new EntryWeekPage(back);
  await again.open();
  await again.week(MONDAY);
  await expect(again.field('Start', 'Monday')).toHaveValue('08:00');
  await expect(again.field('End', 'Tuesday')).toHaveValue('17:00');
  await expect(again.status('Wednesday')).toContainText('draft');
  await expect(again.total).toHaveText('20.50');
  await again.day('Thursday', { start: '9', end: '5pm', breakMinutes: '60' });
  await again.submit();
  await expect(
    back.getByRole('status').filter({ hasText: 'Your week was submitted for approval.' }),
  ).toBeVisible();
  expect(await storedWeek(back.request, token)).toEqual([
    ['2027-01-11', '08:00', '16:30', 'submitted'],
    ['2027-01-12', '08:30', '17:00', 'submitted'],
    ['2027-01-13', '08:00', '12:30', 'submitted'],
    ['2027-01-14', '09:00', '17:00', 'submitted'],
  ]);
  const monday = await back.request.get(`/v2/timesheets?date_from=${MONDAY}&date_to=${MONDAY}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const mondayId = ((await monday.json()) as TimesheetList).data[0]!.id;
  await granted.close();

  // Globex requires a signature: the client signs (typed and drawn) and approves in one dialog.
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await new ShellPage(clientPage, baseURL ?? '').signIn(
    'client@globex.test',
    `/timesheets/${mondayId}`,
  );
  const detail = new TimesheetDetailPage(clientPage);
  await expect(detail.root).toHaveAttribute('data-state', 'loaded');
  await expect(detail.field('Status')).toHaveText('Submitted');
  await detail.signAndApprove('Gloria Globex', { draw: true });
  await expect(detail.field('Status')).toHaveText('Approved');
  const steps = detail.history.getByRole('listitem');
  await expect(steps.filter({ hasText: 'Submitted → Signed' })).toContainText(
    'Signed as: Gloria Globex',
  );
  await expect(
    steps
      .filter({ hasText: 'Submitted → Signed' })
      .getByRole('img', { name: 'Drawn signature of Gloria Globex' }),
  ).toBeVisible();
  await expect(steps.filter({ hasText: 'Signed → Approved' })).toHaveCount(1);
  await clientContext.close();
});
