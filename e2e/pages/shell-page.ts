import { expect, type Page } from '@playwright/test';
import { LEGACY_REDIRECTS } from '../../src/domain/policy/middleware';
import { signedIn } from './signed-in';

const PASSWORD = 'correct-horse-demo';

/** The app shell, and signing in to it (the login screen's own tests belong to the session feature). */
export class ShellPage {
  constructor(
    readonly page: Page,
    readonly origin: string,
  ) {}

  /**
   * Opens `path` (the dashboard unless told), signed in as `email`: with the session an earlier
   * test of this worker kept for it, else through the login form. For tests whose subject is not
   * the sign-in itself; returns the session's token for API reads.
   */
  signIn(email: string, path?: string): Promise<string> {
    return signedIn(this, email, path);
  }

  /**
   * Signs in through the login form, and the two-factor page when the account asks for it, then
   * returns the session's token for API reads.
   */
  async signInThroughForm(email: string): Promise<string> {
    await this.page.goto(`${this.origin}/login`);
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(PASSWORD);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
    await expect(this.page).not.toHaveURL(/\/login/);
    if (this.page.url().includes('/two_factor')) {
      // Node's resolver does not know *.localhost, so the API call goes to the plain host.
      const api = this.origin.replace(/\/\/[^/]*\.localhost/, '//localhost');
      // The code's mail is the newest once it is written; a notification mailed just before may
      // still be the newest for a moment, so the outbox is read until its newest mail holds a code.
      let code = '';
      await expect(async () => {
        const outbox = await this.page.request.get(
          `${api}/v2/dev/outbox?to=${encodeURIComponent(email)}`,
        );
        code =
          ((await outbox.json()) as { data: { body: string }[] }).data[0]?.body.match(
            /\b(\d{6})\b/,
          )?.[1] ?? '';
        expect(code).toMatch(/^\d{6}$/);
      }).toPass({ timeout: 10_000 });
      await this.page.getByLabel('Code').fill(code);
      await this.page.getByRole('button', { name: 'Verify' }).click();
    }
    await this.landed();
    return this.token();
  }

  /** The signed-in tab's bearer token. */
  async token(): Promise<string> {
    const token = await this.page.evaluate(() => sessionStorage.getItem('auth._token.local'));
    expect(token).toBeTruthy();
    return token as string;
  }

  /** Waits for the dashboard a sign-in leads to, skipping the onboarding wizard when it comes first. */
  async landed() {
    // A user with onboarding steps left lands on the wizard (spec §4); skipping opens the app as usual.
    // The dashboard's URL can show before the onboarding redirect: wait for a page, not a URL.
    const skip = this.skipOnboarding;
    const chrome = this.menu.or(this.menuButton);
    await expect(skip.or(chrome)).toBeVisible();
    if (await skip.isVisible()) await skip.click();
    await expect(this.page).toHaveURL(/\/dashboard$/);
    await expect(chrome).toBeVisible();
  }

  /** The onboarding wizard's way into the app. */
  get skipOnboarding() {
    return this.page.getByRole('button', { name: 'Skip for now' });
  }

  open(path: string) {
    return this.page.goto(`${this.origin}${path}`);
  }

  get menu() {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  /** On a phone the menu is behind this button in the top bar. */
  get menuButton() {
    return this.page.getByRole('button', { name: 'Open menu' });
  }

  /**
   * Turns the window into a phone's and waits for the shell's phone layout: the shell hears of the
   * new width from a media-query event the browser sends with its next frame, so a measure taken
   * straight after the resize can still see the desktop top bar squeezed into 390 px.
   */
  async onPhone() {
    await this.page.setViewportSize({ width: 390, height: 844 });
    await expect(this.menuButton).toBeVisible();
  }

  /** Opens the menu where it is behind the phone's button; on wider screens it is always shown. */
  async showMenu() {
    if (await this.menu.isVisible()) return;
    await this.menuButton.click();
    await expect(this.menu).toBeVisible();
  }

  /**
   * Follows a menu link as a user does: opens the menu on a phone and the link's group (Finance,
   * Profile…) when it is closed, then waits for the page's title.
   */
  async navigate(label: string, group?: string) {
    await this.showMenu();
    const link = this.menu.getByRole('link', { name: label, exact: true });
    if (group && !(await link.isVisible())) {
      const button = this.menu.getByRole('button', { name: group, exact: true });
      if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    }
    const path = ((await link.getAttribute('href')) ?? '').split('?')[0] ?? '';
    await link.click();
    // The page before stays on screen until the router has moved (through a legacy path's
    // redirect, as the menu itself reads it): wait for the move, then the title.
    await expect(this.page).toHaveURL((url) => url.pathname === (LEGACY_REDIRECTS[path] ?? path));
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  /** Top-level menu entries: links, group buttons and the Logout action, in order. */
  async menuLabels(): Promise<string[]> {
    await expect(this.menu.getByRole('listitem').first()).toBeVisible();
    return this.menu
      .locator(':scope > ul > li')
      .evaluateAll((items) =>
        items.map((li) =>
          (li.querySelector('a, button')?.textContent ?? '').replace('›', '').trim(),
        ),
      );
  }
}
