import { expect, test } from '@playwright/test';
import { navigationFor } from '../src/domain/policy/navigation';
import {
  apiSignIn,
  DEMO_ACCOUNTS,
  DESKTOP,
  followMenuItem,
  menuItems,
  menuOf,
  overflow,
  pageKey,
  PHONE,
  userOf,
  WALKED_WITH,
  watchApi,
} from './pages/menu-walk';
import { ShellPage } from './pages/shell-page';
import { signedIn, signInAndKeep } from './pages/signed-in';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;

// Accounts walk side by side on both workers; each account's sign-in, menu and walk stay together,
// so the menu and the walk reuse the session its sign-in kept.
test.describe.configure({ mode: 'parallel' });

for (const email of DEMO_ACCOUNTS) {
  const walkedWith = WALKED_WITH[email];

  test.describe(email, () => {
    test.describe.configure({ mode: 'serial' });

    test(`${email} signs in and lands on the dashboard`, async ({ page }) => {
      await signInAndKeep(new ShellPage(page, origin), email);
    });

    test(`the menu of ${email} holds what its role and permissions give, in order`, async ({
      page,
    }) => {
      const shell = new ShellPage(page, origin);
      await page.setViewportSize(DESKTOP);
      // Messages is a light page every account reaches; the dashboard's figures are its sign-in's.
      const user = await userOf(page, await signedIn(shell, email, '/messages'));
      await expect(shell.menu).toBeVisible();
      expect(await shell.menuLabels()).toEqual(navigationFor(user).map((i) => i.label));
      expect(await menuItems(shell)).toEqual(menuOf(user));
    });

    /**
     * Each page is opened once, from the phone's menu, and looked at as wide as a phone: nothing
     * wider than the screen, the menu closed, a working page (its title, no refusal).
     * The desktop layout of each page is the subject of its own spec; here the desktop shell is
     * checked once, since switching widths on every page doubled the walk's rendering.
     * An account whose user decides its pages as another's does (`WALKED_WITH`) opens only the
     * pages of its menu that the other's walk does not.
     */
    const walk = walkedWith
      ? `every page of ${email}'s menu that ${walkedWith}'s walk does not open works on a phone`
      : `every menu item of ${email} opens a working page on a phone`;
    test(walk, async ({ page }) => {
      test.setTimeout(180_000);
      const shell = new ShellPage(page, origin);
      await page.setViewportSize(DESKTOP);
      const token = await signedIn(shell, email);
      await expect(shell.menu).toBeVisible();
      const walked = new Set<string>();
      if (walkedWith) {
        const user = await userOf(page, token);
        const other = await userOf(page, await apiSignIn(page, walkedWith));
        expect(pageKey(user), `${email}'s pages are decided as ${walkedWith}'s are`).toBe(
          pageKey(other),
        );
        for (const item of menuOf(other)) walked.add(item.href);
      }
      await page.setViewportSize(PHONE);
      await expect(shell.menuButton).toBeVisible();
      const api = watchApi(page);
      expect.soft(await overflow(page), 'the dashboard').toEqual([]);
      const items = (await menuItems(shell)).filter((item) => !walked.has(item.href));
      for (const item of items) {
        await test.step(item.label, async () => {
          api.refused.length = 0;
          await followMenuItem(shell, item, api);
          await expect(shell.menu).toHaveCount(0);
          expect.soft(await overflow(page), `${item.label} (${item.href})`).toEqual([]);
          expect
            .soft(api.refused, `${item.label} (${item.href}) asked the API and was refused`)
            .toEqual([]);
          await expect
            .soft(page.getByRole('alert').filter({ hasText: /not allowed|forbidden|not found/i }))
            .toHaveCount(0);
        });
      }
    });
  });
}
