import { expect, test, type Page } from '@playwright/test';
import { PHONE } from './pages/menu-walk';
import { ShellPage } from './pages/shell-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;

interface Shift {
  value: number;
  nodes: string[];
}

/**
 * Loads `path` afresh in the signed-in tab, as Lighthouse does, and returns every layout shift the
 * browser reported until `loaded` is visible and the page has settled, each with the elements it moved.
 */
async function shiftsWhileLoading(page: Page, path: string, loaded: string): Promise<Shift[]> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: Shift[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node | null }[];
      })[])
        w.shifts.push({
          value: e.value,
          nodes: (e.sources ?? []).map((s) =>
            s.node instanceof Element ? s.node.outerHTML.slice(0, 120) : String(s.node),
          ),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${origin}${path}`);
  await expect(page.getByRole('heading', { name: loaded })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
}

/** Holds the session's `/v2/user` back 1.5 s, as a slow phone network would; tells when it was answered. */
async function holdUserBack(page: Page): Promise<() => boolean> {
  let answered = false;
  await page.route('**/v2/user', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
    answered = true;
  });
  return () => answered;
}

// Lighthouse scored the partner dashboard 0.88 on a phone for one shift: the footer, in view below
// the "Loading your dashboard…" line, pushed out of it when the dashboard's data arrived (CLS 0.055).
for (const [email, path] of [
  ['owner@acme.test', '/partner/dashboard'],
  ['contractor@demo.test', '/contractor/dashboard'],
] as const)
  test(`${email}: ${path} does not move on a phone while its data arrives`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await new ShellPage(page, origin).signIn(email);
    const shifts = await shiftsWhileLoading(page, path, 'To do');
    expect(
      shifts.reduce((sum, s) => sum + s.value, 0),
      JSON.stringify(shifts),
    ).toBeLessThan(0.01);
  });

// The router asked for a page's code only after its guards passed: the session's `/v2/user`, the
// onboarding chart's code, then `/v2/requirements`, one after another on a slow phone network.
test('a signed-in first visit asks for the page and the onboarding chart while /v2/user is pending', async ({
  page,
}) => {
  await new ShellPage(page, origin).signIn('owner@acme.test');
  const answered = await holdUserBack(page);
  const askedEarly: string[] = [];
  page.on('request', (r) => {
    const chunk = /\/assets\/(partner\.dashboard|actor)-[\w-]+\.js$/.exec(r.url())?.[1];
    if (chunk && !answered()) askedEarly.push(chunk);
  });
  await page.goto(`${origin}/partner/dashboard`);
  await expect(page.getByRole('heading', { name: 'To do' })).toBeVisible();
  expect(askedEarly.sort()).toEqual(['actor', 'partner.dashboard']);
});

// Then the page's data waited behind the guards: `/v2/user`, `/v2/requirements`, `/v2/dashboard`,
// one round trip after another. The dashboard's reads now go out beside `/v2/user`, and once each.
for (const [email, path, reads] of [
  ['owner@acme.test', '/partner/dashboard', ['dashboard', 'requirements']],
  ['admin@demo.test', '/admin/dashboard', ['dashboard']],
] as const)
  test(`${email}: a signed-in first visit to ${path} reads its data while /v2/user is pending`, async ({
    page,
  }) => {
    await new ShellPage(page, origin).signIn(email);
    const answered = await holdUserBack(page);
    const early: string[] = [];
    const all: string[] = [];
    page.on('request', (r) => {
      const read = /\/v2\/(dashboard|requirements)$/.exec(r.url())?.[1];
      if (!read) return;
      all.push(read);
      if (!answered()) early.push(read);
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: 'To do' })).toBeVisible();
    expect(early.sort()).toEqual(reads);
    expect(all.sort()).toEqual(reads);
  });

// The guard of every user type that may onboard loads the onboarding chart before the first page;
// its events were a zod schema, which brought the whole validation library into those first pages.
for (const [email, path] of [
  ['owner@acme.test', '/partner/dashboard'],
  ['contractor@demo.test', '/contractor/dashboard'],
] as const)
  test(`${email}: a signed-in first visit to ${path} loads no validation library (issue 30)`, async ({
    page,
  }) => {
    await new ShellPage(page, origin).signIn(email);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.js')) scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: 'To do' })).toBeVisible();
    expect(scripts.filter((p) => /\/actor-[\w-]+\.js$/.test(p))).toHaveLength(1);
    expect(scripts.filter((p) => /\/zod-[\w-]+\.js$/.test(p))).toEqual([]);
  });

test("a first page in the shell names the shell's code, the router's and its own, so all are fetched with the entry", async ({
  request,
}) => {
  // Built names end in an eight-character hash, which may itself hold a dash.
  const preloads = async (path: string) =>
    [
      ...(await (await request.get(`${origin}${path}`)).text()).matchAll(
        /rel="modulepreload"[^>]*href="\/assets\/([\w.-]+)-[\w-]{8}\.js"/g,
      ),
    ].map((m) => m[1]);
  // The shell is one chunk; the page's own code and the onboarding chart its guard checks come too.
  const dashboard = await preloads('/partner/dashboard');
  expect(dashboard).toEqual(
    expect.arrayContaining([
      'route-table',
      'shell',
      'partner.dashboard',
      'dashboard-view',
      'actor',
    ]),
  );
  // Another address, another page: a parameter's route has its own code named too.
  const timesheet = await preloads('/timesheets/00000000-0000-4000-8000-000000000000');
  expect(timesheet).toEqual(expect.arrayContaining(['route-table', 'shell', 'timesheets._id']));
  expect(timesheet).not.toContain('partner.dashboard');
  // The sign-in page loads only what it renders.
  const login = await preloads('/login');
  expect(login.length).toBeGreaterThan(0);
  expect(login.filter((c) => ['route-table', 'shell', 'partner.dashboard'].includes(c!))).toEqual(
    [],
  );
});
