import { expect, test } from '@playwright/test';
import type { AssignmentList } from '../src/resources/assignments/contract';
import type { TimesheetList } from '../src/resources/timesheets/contract';
import { ShellPage } from './pages/shell-page';

const HEADER = 'assignment_id,date,time_start,time_end,break_time_minutes,project_code,task';

test.describe('timesheet uploads', () => {
  test('a file with an error row imports nothing and says which row; a clean file imports every row', async ({
    page,
    baseURL,
  }) => {
    const token = await new ShellPage(page, baseURL ?? '').signIn('contractor@demo.test');
    const headers = { authorization: `Bearer ${token}` };
    const assignments = (await (
      await page.request.get('/v2/assignments', { headers })
    ).json()) as AssignmentList;
    const a = assignments.data[0]?.id ?? '';
    const between = async () =>
      (
        (await (
          await page.request.get('/v2/timesheets?date_from=2027-02-01&date_to=2027-02-07', {
            headers,
          })
        ).json()) as TimesheetList
      ).data;

    await page.goto('/timesheet_uploads');
    await expect(page.getByRole('heading', { name: 'Timesheet Uploads' })).toBeVisible();
    const bad = [
      HEADER,
      `${a},2027-02-01,09:00,17:00,30,PRJ-9,Picking`,
      `${a},2027-02-02,09:00,25:00,30,,`,
    ].join('\n');
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'week.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('status')).toHaveText(
      /This file has errors in 1 row, so nothing was imported\./,
    );
    const errorRow = page.getByRole('row', { name: /^3 Error/ });
    await expect(errorRow).toContainText('time_end');
    await expect(page.getByRole('row', { name: /^2 OK/ })).toBeVisible();
    expect(await between()).toEqual([]);

    await page.getByRole('button', { name: 'Upload another file' }).click();
    const good = [
      HEADER,
      `${a},2027-02-01,09:00,17:00,30,PRJ-9,Picking`,
      `${a},2027-02-02,22:00,06:00,60,,`,
    ].join('\n');
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'week.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('status')).toHaveText('Imported 2 timesheets as drafts.');
    expect((await between()).map((t) => [t.date, t.status, t.hours_worked]).sort()).toEqual([
      ['2027-02-01', 'draft', '7.50'],
      ['2027-02-02', 'draft', '7.00'],
    ]);

    await page.getByRole('link', { name: 'Link to this report' }).click();
    await expect(page).toHaveURL(/\/timesheet_uploads\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('status')).toHaveText('Imported 2 timesheets as drafts.');
  });

  test('a large file shows the limits, then a progress bar while the job writes it', async ({
    page,
    baseURL,
  }, testInfo) => {
    const token = await new ShellPage(page, baseURL ?? '').signIn('contractor@demo.test');
    const assignments = (await (
      await page.request.get('/v2/assignments', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as AssignmentList;
    const a = assignments.data[0]?.id ?? '';
    // Eight short shifts a day that never overlap: the import refuses a row duplicating other time.
    const day = (i: number) =>
      new Date(Date.UTC(2028, 0, 1) + Math.floor(i / 8) * 86_400_000).toISOString().slice(0, 10);
    const hour = (i: number) => String(8 + (i % 8)).padStart(2, '0');
    const rows = Array.from(
      { length: 6_000 },
      (_, i) => `${a},${day(i)},${hour(i)}:00,${hour(i)}:50,0,BULK-${i},Row ${i}`,
    );

    await page.goto('/timesheet_uploads');
    await expect(page.getByText('at most 30,000 rows and 3 MB per file')).toBeVisible();
    await page.getByLabel('CSV file').setInputFiles({
      name: 'big.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([HEADER, ...rows].join('\n')),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    const bar = page.getByRole('progressbar', { name: /Importing… [\d,]+ of 6,000 rows/ });
    await expect(bar).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('upload-progress.png') });
    await expect(page.getByRole('status')).toHaveText('Imported 6000 timesheets as drafts.', {
      timeout: 30_000,
    });
  });
});
