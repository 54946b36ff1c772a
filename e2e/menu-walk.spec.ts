import { expect, test } from '@playwright/test';
import {
  DEMO_ACCOUNTS,
  DESKTOP,
  followMenuItem,
  menuItems,
  overflow,
  PHONE,
  watchApi,
} from './pages/menu-walk';
import { ShellPage } from './pages/shell-page';
import { signedIn, signInAndKeep } from './pages/signed-in';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;

// Accounts walk side by side on both workers; each account's sign-in and walk stay together, so
// the walk reuses the session its sign-in kept.
test.describe.configure({ mode: 'parallel' });

for (const email of DEMO_ACCOUNTS) {
  test.describe(email, () => {
    test.describe.configure({ mode: 'serial' });

    test(`${email} signs in and lands on the dashboard`, async ({ page }) => {
      await signInAndKeep(new ShellPage(page, origin), email);
    });

    /**
     * Each page is opened once, from the phone's menu, and looked at as wide as a phone: nothing
     * wider than the screen, the menu closed, a working page (its title, no refusal).
     * The desktop layout of each page is the subject of its own spec; here the desktop shell is
     * checked once, since switching widths on every page doubled the walk's rendering.
     */
    test(`every menu item of ${email} opens a working page on a phone`, async ({ page }) => {
      test.setTimeout(180_000);
      const shell = new ShellPage(page, origin);
      await page.setViewportSize(DESKTOP);
      await signedIn(shell, email);
      await expect(shell.menu).toBeVisible();
      await page.setViewportSize(PHONE);
      await expect(shell.menuButton).toBeVisible();
      const api = watchApi(page);
      expect.soft(await overflow(page), 'the dashboard').toEqual([]);
      const items = await menuItems(shell);
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
