import { expect, type Page, type Request } from '@playwright/test';
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
