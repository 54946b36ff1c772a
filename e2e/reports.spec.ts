import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { ShellPage } from './pages/shell-page';

// One story: Acme's owner runs the receivables aging from the menu, watches it go PENDING →
// PROCESSING → FINISHED, sees the chart, and downloads CSV and XLSX whose totals match the invoices.
test.describe.configure({ mode: 'serial' });

const cents = (text: string) => Math.round(Number(text) * 100);
const csvRows = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((l) => l.split(','));

async function downloaded(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const [download] = (await Promise.all([page.waitForEvent('download'), click()])) as [
    Download,
    void,
  ];
  return readFile((await download.path())!);
}

/** The number cells of the first sheet's last row. */
function lastXlsxNumbers(bytes: Buffer): number[] {
  const files = unzipSync(new Uint8Array(bytes));
  const name = Object.keys(files).find((f) => /xl\/worksheets\/sheet1\.xml$/.test(f))!;
  const xml = new TextDecoder().decode(files[name]);
  const last = [...xml.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((m) => m[1]!).at(-1)!;
  return [...last.matchAll(/<c ([^>]*)>([\s\S]*?)<\/c>/g)]
    .filter((c) => !/t="(s|inlineStr|str)"/.test(c[1]!))
    .map((c) => Math.round(Number(/<v>([^<]*)<\/v>/.exec(c[2]!)![1]) * 100));
}

test('owner@acme.test runs the receivables aging and its files match the invoices list', async ({
  page,
  baseURL,
}, info) => {
  test.setTimeout(90_000);
  const shell = new ShellPage(page, baseURL ?? '');
  await shell.signIn('owner@acme.test');
  await shell.menu.getByRole('button', { name: 'Finance' }).click();
  await shell.menu.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Run report' });
  await expect(form.getByLabel('Report', { exact: true })).toHaveValue('receivables_aging');
  await page.screenshot({ path: info.outputPath('reports-list.png'), fullPage: true });

  const today = new Date().toISOString().slice(0, 10);
  await form.getByLabel('As of').fill(today);
  await form.getByRole('button', { name: 'Run report' }).click();
  await expect(page.getByRole('heading', { name: 'Receivables aging', level: 1 })).toBeVisible();

  // Statuses as words, as the run moves: the page polls until it is finished.
  const status = page.getByText('Status').locator('..');
  const seen = new Set<string>();
  await expect
    .poll(
      async () => {
        const text = (await status.textContent()) ?? '';
        for (const word of ['Pending', 'Processing', 'Finished'])
          if (text.includes(word)) seen.add(word);
        return text;
      },
      // The first run after a start shares the embedded database with the start-up catch-up work.
      { timeout: 90_000, intervals: [100] },
    )
    .toContain('Finished');
  // What the page may have polled past, the run's history records: asked, taken, finished.
  const history = page.getByRole('list', { name: 'History' });
  await expect(history).toContainText('Pending → Processing');
  await expect(history).toContainText('Processing → Finished');
  expect(seen.has('Finished')).toBe(true);

  // The chart is its own text alternative: a table of the buckets beside their bars.
  await expect(page.getByRole('table', { name: 'Owed by days past due' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Preview' })).toBeVisible();
  await page.screenshot({ path: info.outputPath('reports-aging.png'), fullPage: true });
  await shell.onPhone();
  await page.screenshot({ path: info.outputPath('reports-aging-390.png'), fullPage: true });
  // A wide preview scrolls inside its own box; the page itself stays as wide as the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 720 });

  const csv = (
    await downloaded(page, () => page.getByRole('link', { name: 'Download CSV' }).click())
  ).toString('utf8');
  const rows = csvRows(csv);
  expect(rows[0]).toEqual([
    'Client',
    'Current',
    '1–30 days',
    '31–60 days',
    '61–90 days',
    '90+ days',
    'Total',
  ]);
  const total = rows.at(-1)!;
  expect(total[0]).toBe('Total');
  const csvTotals = total.slice(1).map(cents);
  // The bucket columns add up to the total column.
  expect(csvTotals.slice(0, 5).reduce((a, b) => a + b, 0)).toBe(csvTotals[5]);
  const xlsx = await downloaded(page, () =>
    page.getByRole('link', { name: 'Download XLSX' }).click(),
  );
  expect(lastXlsxNumbers(xlsx)).toEqual(csvTotals);

  // The invoices list, from the menu: what is still owed on sent invoices equals the report's total.
  // The menu came back from the phone width with its groups folded.
  const finance = shell.menu.getByRole('button', { name: 'Finance' });
  if ((await finance.getAttribute('aria-expanded')) !== 'true') await finance.click();
  await shell.menu.getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  const list = csvRows(
    (
      await downloaded(page, () => page.getByRole('button', { name: 'Download CSV' }).click())
    ).toString('utf8'),
  );
  const col = (name: string) => list[0]!.indexOf(name);
  const owed = list
    .slice(1)
    // Sent without a due date counts too: due on receipt (docs/reports.md).
    .filter((r) => ['open', 'partially_paid'].includes(r[col('status')]!))
    .reduce((a, r) => a + Number(r[col('remaining_cents')]), 0);
  // The payments story may have paid Acme's open invoices by now (the suite runs side by side): the
  // aging must equal what the list still shows owed, whatever that is, over a list that has invoices.
  expect(list.length).toBeGreaterThan(1);
  expect(csvTotals[5]).toBe(owed);
});

test('a recruiter without the grant neither sees Reports nor runs one (403)', async ({
  page,
  baseURL,
}) => {
  const shell = new ShellPage(page, baseURL ?? '');
  const token = await shell.signIn('recruiter@acme.test');
  await expect(shell.menu.getByRole('link', { name: 'Reports' })).toHaveCount(0);
  const res = await page.request.post(`${baseURL}/v2/reports`, {
    headers: { authorization: `Bearer ${token}` },
    data: { report: 'receivables_aging', params: { as_of: '2026-11-20' } },
  });
  expect(res.status()).toBe(403);
});

test('owner@acme.test schedules the payroll register weekly, pauses, edits and deletes it', async ({
  page,
  baseURL,
}, info) => {
  // Four pages (list, detail, edit, detail) and six saves: the run report story's allowance.
  test.setTimeout(90_000);
  const shell = new ShellPage(page, baseURL ?? '');
  await shell.signIn('owner@acme.test');
  await shell.menu.getByRole('button', { name: 'Finance' }).click();
  await shell.menu.getByRole('link', { name: 'Reports' }).click();
  await page.getByRole('link', { name: 'Schedules' }).click();
  await expect(page.getByRole('heading', { name: 'Report Schedules', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'New schedule' });
  await form.getByLabel('Report', { exact: true }).selectOption('payroll_register');
  await form.getByLabel('Repeats').selectOption('weekly');
  await form.getByLabel('Day of the week').selectOption('1');
  await form.getByLabel('Time', { exact: true }).fill('08:00');
  await form.getByLabel('Time zone').fill('America/Chicago');
  await form.getByRole('button', { name: 'Add schedule' }).click();
  const row = page
    .getByRole('table', { name: 'Schedules' })
    .getByRole('row')
    .filter({ hasText: 'Payroll register' });
  await expect(row).toContainText('Every Monday at 08:00 (America/Chicago)');
  await expect(row).toContainText('Active');
  await page.screenshot({ path: info.outputPath('report-schedules.png'), fullPage: true });
  await row.getByRole('button', { name: 'Pause Payroll register' }).click();
  await expect(row).toContainText('Paused');

  // Its page edits it on the form kit: monthly on the 15th at 09:30, a new period, one more recipient.
  await row.getByRole('link', { name: 'Payroll register' }).click();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit schedule', level: 1 })).toBeVisible();
  await page.getByLabel('Frequency').selectOption('monthly');
  await page.getByLabel(/^To \*$/).fill('2025-12-31');
  await page.getByRole('button', { name: 'Save' }).click();
  // Until the month's day is chosen and the period runs forwards, nothing is sent.
  await expect(page.getByText('Choose the day of the month')).toBeVisible();
  await expect(page.getByText('The start date must not be after the end date')).toBeVisible();
  await page.getByLabel('Day of the month').selectOption('15');
  await page.getByLabel(/^Time \*$/).fill('09:30');
  await page.getByLabel(/^From \*$/).fill('2026-10-01');
  await page.getByLabel(/^To \*$/).fill('2026-10-31');
  const recipients = page.getByRole('group', { name: 'Mail each run to' }).getByRole('checkbox');
  await recipients.first().check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('heading', { name: 'Schedule: Payroll register', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('Monthly on day 15 at 09:30 (America/Chicago)')).toBeVisible();
  await expect(page.getByText('From 2026-10-01, To 2026-10-31')).toBeVisible();
  await expect(page.getByText(/@acme\.test>/)).toBeVisible();
  await page.getByRole('link', { name: '← Report Schedules' }).click();
  await expect(row).toContainText('Monthly on day 15 at 09:30 (America/Chicago)');
  await row.getByRole('button', { name: 'Delete Payroll register' }).click();
  await expect(row).toHaveCount(0);
});
