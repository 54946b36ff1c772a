import { expect, test, type APIRequestContext } from '@playwright/test';
import type { HistoryEntry, TimesheetList } from '../src/resources/timesheets/contract';
import { LOOSE_TIME_HINT } from '../src/domain/timesheets/loose-time';
import { EntryWeekPage } from './pages/entry-week';
import { ShellPage } from './pages/shell-page';

const CHICAGO = { latitude: 41.8781, longitude: -87.6298, accuracy: 12 };

async function weekOf(request: APIRequestContext, token: string, from: string, to: string) {
  const res = await request.get(`/v2/timesheets?date_from=${from}&date_to=${to}&sort=date`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as TimesheetList).data;
}

test.describe('contractor enters a week', () => {
  test('submits with geolocation granted: every day is submitted and the location stored', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(CHICAGO);
    const token = await new ShellPage(page, baseURL ?? '').signIn('contractor@demo.test');
    const entry = new EntryWeekPage(page);
    await entry.open();
    await entry.week('2026-12-07');
    await entry.day('Monday', {
      start: '09:00',
      end: '17:30',
      breakMinutes: '30',
      project: 'PRJ-1',
      task: 'Build the thing',
    });
    await expect(page.getByText('9:00 AM')).toBeVisible();
    await expect(page.getByText('5:30 PM')).toBeVisible();
    await expect(entry.hours('Monday')).toHaveText('8.00');
    await entry.day('Tuesday', { start: '22:00', end: '06:00', breakMinutes: '60' });
    await expect(entry.hours('Tuesday')).toHaveText('7.00');
    await expect(entry.total).toHaveText('15.00');
    await entry.submit();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your week was submitted for approval.' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'View your timesheets' })).toHaveAttribute(
      'href',
      '/contractor/timesheets',
    );

    const stored = await weekOf(page.request, token, '2026-12-07', '2026-12-13');
    expect(stored.map((t) => [t.date, t.status, t.hours_worked])).toEqual([
      ['2026-12-07', 'submitted', '8.00'],
      ['2026-12-08', 'submitted', '7.00'],
    ]);
    for (const t of stored) {
      expect(t.location).toMatchObject({
        latitude: CHICAGO.latitude,
        longitude: CHICAGO.longitude,
        source: 'device',
      });
      const history = await page.request.get(`/v2/timesheets/${t.id}/history`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const submit = ((await history.json()) as { data: HistoryEntry[] }).data.find(
        (e) => e.to === 'submitted',
      );
      expect(submit?.location).toMatchObject({
        latitude: CHICAGO.latitude,
        longitude: CHICAGO.longitude,
      });
    }
  });

  test('with geolocation denied "Location Permission Needed" shows and nothing is submitted', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ permissions: [] });
    await context.setGeolocation(CHICAGO);
    const page = await context.newPage();
    const token = await new ShellPage(page, baseURL ?? '').signIn('contractor@demo.test');
    const entry = new EntryWeekPage(page);
    await entry.open();
    await entry.week('2026-12-14');
    await entry.day('Wednesday', { start: '08:00', end: '12:15', breakMinutes: '0' });
    await entry.submit();
    await expect(
      entry.locationAlert.getByRole('heading', { name: 'Location Permission Needed' }),
    ).toBeVisible();
    await expect(entry.locationAlert).toContainText('allow Location, then try again.');
    const stored = await weekOf(page.request, token, '2026-12-14', '2026-12-20');
    expect(stored.map((t) => [t.date, t.status, t.location])).toEqual([
      ['2026-12-16', 'draft', null],
    ]);
    await page.getByRole('button', { name: 'Back to the week' }).click();
    await expect(entry.field('Start', 'Wednesday')).toHaveValue('08:00');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await context.close();
  });

  test('refusing the browser prompt shows the spec text and nothing is submitted', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ permissions: [] });
    const page = await context.newPage();
    // Not blocked yet: the Permissions API says "prompt", so the page asks and the prompt is refused.
    await page.addInitScript(() => {
      Object.defineProperty(navigator.permissions, 'query', {
        value: () => Promise.resolve({ state: 'prompt' }),
      });
    });
    const token = await new ShellPage(page, baseURL ?? '').signIn('contractor@demo.test');
    const entry = new EntryWeekPage(page);
    await entry.open();
    await entry.week('2026-12-21');
    await entry.day('Monday', { start: '09:00', end: '10:00' });
    await entry.submit();
    await expect(entry.locationAlert).toContainText(
      'Location permission is required to submit the timesheet.',
    );
    const stored = await weekOf(page.request, token, '2026-12-21', '2026-12-27');
    expect(stored.map((t) => [t.status, t.location])).toEqual([['draft', null]]);
    await context.close();
  });

  test('field errors, the failed-form toast, and nothing typed is lost', async ({
    page,
    baseURL,
  }) => {
    await new ShellPage(page, baseURL ?? '').signIn('contractor@demo.test');
    const entry = new EntryWeekPage(page);
    await entry.open();
    await entry.week('2027-01-04');
    await entry.day('Thursday', { start: 'nine', end: '17:00', task: 'Keep me' });
    await entry.save();
    await expect(
      page.getByText('Some fields are missing or there are formatting issues'),
    ).toBeVisible();
    await expect(entry.field('Start', 'Thursday')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(LOOSE_TIME_HINT)).toBeVisible();
    await expect(entry.field('Task', 'Thursday')).toHaveValue('Keep me');
    await entry.field('Start', 'Thursday').fill('09:00');
    await entry.save();
    await expect(page.getByText('Saved as draft.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Thursday' })).toContainText('draft');
  });

  test('corrects a rejected timesheet and submits it again with the location', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(CHICAGO);
    const token = await new ShellPage(page, baseURL ?? '').signIn('contractor@demo.test');
    const headers = { authorization: `Bearer ${token}` };
    const candidates = (
      (await (
        await page.request.get('/v2/timesheets?status=rejected&sort=-date', { headers })
      ).json()) as TimesheetList
    ).data;
    // The seed's history has rejected days that were entered again; reopening one of those is refused
    // as a duplicate (src/resources/timesheets/duplicates.server.test.ts), so correct one that is alone on its day.
    let rejected: TimesheetList['data'][number] | undefined;
    for (const t of candidates) {
      const day = `/v2/timesheets?assignment_id=${t.assignment_id}&date_from=${t.date}&date_to=${t.date}`;
      const sameDay = ((await (await page.request.get(day, { headers })).json()) as TimesheetList)
        .meta.total;
      if (sameDay === 1) {
        rejected = t;
        break;
      }
    }
    if (!rejected)
      throw new Error('the seed has no rejected timesheet alone on its day for the contractor');
    await page.goto(`/timesheets/new?id=${rejected.id}`);
    await expect(page.getByRole('heading', { name: 'Correct Timesheet' })).toBeVisible();
    const entry = new EntryWeekPage(page);
    await expect(page.getByRole('row')).toHaveCount(3);
    await expect(page.getByLabel('Week starting')).toBeDisabled();
    const day = rejected.day as Parameters<EntryWeekPage['field']>[1];
    await entry.field('End', day).fill('18:45');
    await entry.submit();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your week was submitted for approval.' }),
    ).toBeVisible();
    const detail = (await (
      await page.request.get(`/v2/timesheets/${rejected.id}`, { headers })
    ).json()) as { timesheet: { status: string; time_end: string; location: unknown } };
    expect(detail.timesheet).toMatchObject({
      status: 'submitted',
      time_end: '18:45',
      location: { latitude: CHICAGO.latitude, source: 'device' },
    });
  });
});
