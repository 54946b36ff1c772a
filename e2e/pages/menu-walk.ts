import { expect, type Page, type Request } from '@playwright/test';
import type { User } from '../../src/domain/contracts/user';
import { navigationFor } from '../../src/domain/policy/navigation';
import { DEMO_PASSWORD } from './login-page';
import type { ShellPage } from './shell-page';

/** Every demo login the README names, one of each partner role included. */
export const DEMO_ACCOUNTS = [
  'admin@demo.test',
  'owner@acme.test',
  'recruiter@acme.test',
  'finance@acme.test',
  'timekeeper@acme.test',
  'manager@acme.test',
  'payroll@acme.test',
  'sourcer@acme.test',
  'verifier@acme.test',
  'owner@selfco.test',
  'owner@harborpoint.test',
  'owner@crestline.test',
  'sales@demo.test',
  'eor@demo.test',
  'client@globex.test',
  'approver@globex.test',
  'contractor@demo.test',
  'ic@demo.test',
  'newhire@demo.test',
];

/**
 * Accounts whose pages another account's walk opens already, so their walk opens only the rest of
 * their menu. What a page shows and what the API lets it read follow the signed-in user as
 * GET /v2/user gives it (type, role, organisation and its flags, links, reports: `pageKey`), not
 * who the person is: Nina is, like Connie, a W-2 contractor of Acme. Every other demo account
 * differs from the others in role, organisation or its flags, so each walks its whole menu.
 */
export const WALKED_WITH: Readonly<Record<string, string>> = {
  'newhire@demo.test': 'contractor@demo.test',
};

export interface MenuItem {
  label: string;
  href: string;
  /** The group the link is in, whose button shows it. */
  group: string | null;
}

/** Counts the API calls a page makes, so a walk knows when a page has settled and what it answered. */
export function watchApi(page: Page) {
  const refused: string[] = [];
  const pending = new Set<Request>();
  const isApi = (url: string) => new URL(url).pathname.startsWith('/v2/');
  page.on('request', (r) => {
    // The bell's live stream stays open for as long as the page does: it never settles.
    if (isApi(r.url()) && r.resourceType() !== 'eventsource') pending.add(r);
  });
  page.on('requestfinished', async (r) => {
    if (!pending.delete(r)) return;
    const status = (await r.response())?.status() ?? 0;
    if (status === 403 || status === 404 || status >= 500)
      refused.push(`${status} ${r.method()} ${new URL(r.url()).pathname}`);
  });
  page.on('requestfailed', (r) => pending.delete(r));
  return {
    refused,
    // The count is the test's own, so asking often costs the browser nothing.
    settled: () => expect.poll(() => pending.size, { timeout: 15_000, intervals: [25] }).toBe(0),
  };
}

/** Every link of the side menu, groups opened, as the user sees them. */
export async function menuItems(shell: ShellPage): Promise<MenuItem[]> {
  await shell.showMenu();
  await expect(shell.menu.getByRole('link').first()).toBeVisible();
  const groups = shell.menu.locator('ul button[aria-expanded]');
  for (const group of await groups.all())
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  const items = await shell.menu.locator('ul a[href]').evaluateAll((links) =>
    links.map((a) => {
      const group = a.closest('ul')?.closest('li')?.querySelector(':scope > button[aria-expanded]');
      return {
        label: (a.textContent ?? '').trim(),
        href: a.getAttribute('href') ?? '',
        group: group ? (group.textContent ?? '').replace('›', '').trim() : null,
      };
    }),
  );
  expect(items.length, 'menu links').toBeGreaterThan(0);
  return items;
}

/**
 * Follows one menu item as the user would (opening the menu and its group first) and waits until the
 * page it leads to has drawn its title and finished asking the API.
 */
export async function followMenuItem(
  shell: ShellPage,
  item: MenuItem,
  api: ReturnType<typeof watchApi>,
) {
  const { page } = shell;
  await shell.showMenu();
  const link = shell.menu.locator(`a[href="${item.href}"]`).first();
  if (item.group && !(await link.isVisible())) {
    const group = shell.menu.getByRole('button', { name: item.group, exact: true });
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  }
  const from = new URL(page.url());
  await link.click();
  // The previous page stays on screen until the router has moved: wait for the move first.
  if (from.pathname + from.search !== item.href) await expect(page).not.toHaveURL(from.href);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await api.settled();
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 720 };

/** What makes the page wider than the screen: the document itself, and the widest elements by name. */
export function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    const doc = document.documentElement.scrollWidth;
    if (doc > width) found.push(`the page is ${doc} px wide`);
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width <= width + 0.5) continue;
      const name = el.getAttribute('aria-label') ?? el.id ?? '';
      const classes =
        typeof el.className === 'string' ? el.className.split(' ').slice(0, 3).join('.') : '';
      found.push(
        `<${el.tagName.toLowerCase()}${name ? ` "${name}"` : ''}${classes ? ` .${classes}` : ''}> ${Math.round(box.width)} px`,
      );
    }
    return found.slice(0, 8);
  });
}

/** The menu `navigationFor` gives the user, as `menuItems` reads it: every link, in order, with its group. */
export function menuOf(user: User): MenuItem[] {
  return navigationFor(user).flatMap<MenuItem>((item) => {
    if (item.kind === 'group')
      return item.children.map((c) => ({ label: c.label, href: c.to, group: item.label }));
    return item.kind === 'link' ? [{ label: item.label, href: item.to, group: null }] : [];
  });
}

/** The signed-in user of `token`, as the app reads it. */
export async function userOf(page: Page, token: string): Promise<User> {
  const res = await page.request.get('/v2/user', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), 'GET /v2/user').toBe(200);
  return (await res.json()) as User;
}

/** Signs `email` in through the API alone (no two-factor account), for reading its user. */
export async function apiSignIn(page: Page, email: string): Promise<string> {
  const res = await page.request.post('/v2/user', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), `signing ${email} in`).toBe(200);
  const { access_token } = (await res.json()) as { access_token?: string };
  expect(access_token, `${email} signs in without a second factor`).toBeTruthy();
  return access_token as string;
}

/**
 * What decides a user's pages: the user as GET /v2/user gives it, less who the person is (a field
 * added to the user later counts, unless it is added here).
 */
export function pageKey(user: User): string {
  const key: Partial<User> = { ...user };
  for (const own of ['id', 'email', 'first_name', 'last_name', 'actual_user'] as const)
    delete key[own];
  return JSON.stringify({
    ...key,
    contractor: user.contractor && { ...user.contractor, id: null },
  });
}
