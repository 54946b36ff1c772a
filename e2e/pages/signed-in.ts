import { expect, type Page } from '@playwright/test';
import type { ShellPage } from './shell-page';

/** What a signed-in tab keeps in the browser: the token in session storage, the onboarding skip in local storage. */
interface SavedSession {
  session: Record<string, string>;
  local: Record<string, string>;
}

// One worker's sessions by email. The SPA keeps its bearer token in sessionStorage, which Playwright's
// storageState does not carry, so a session is copied into a new tab's storage before its first page.
const saved = new Map<string, SavedSession>();

function storages(page: Page): Promise<SavedSession> {
  return page.evaluate(() => ({
    session: Object.fromEntries(Object.entries(sessionStorage)),
    local: Object.fromEntries(Object.entries(localStorage)),
  }));
}

/** Signs in through the login form (ShellPage.signIn) and keeps the session for `signedIn` in this worker. */
export async function signInAndKeep(shell: ShellPage, email: string): Promise<void> {
  await shell.signIn(email);
  saved.set(email, await storages(shell.page));
}

/**
 * Opens the dashboard of `email`: with the session an earlier test of this worker kept, else
 * by signing in through the form. For tests whose subject is not the sign-in itself.
 */
export async function signedIn(shell: ShellPage, email: string): Promise<void> {
  const kept = saved.get(email);
  if (!kept) return signInAndKeep(shell, email);
  await shell.page.addInitScript((s: SavedSession) => {
    // Once per tab: a later logout or reload in the test must not get the session back.
    if (sessionStorage.getItem('e2e.session.restored')) return;
    sessionStorage.setItem('e2e.session.restored', '1');
    for (const [k, v] of Object.entries(s.session)) sessionStorage.setItem(k, v);
    for (const [k, v] of Object.entries(s.local)) localStorage.setItem(k, v);
  }, kept);
  await shell.open('/dashboard');
  // A session that ended meanwhile (a logout, a password change) sends the tab to the login form.
  const form = shell.page.getByRole('heading', { name: 'Sign in' });
  await expect(form.or(shell.menu).or(shell.menuButton).or(shell.skipOnboarding)).toBeVisible();
  if (await form.isVisible()) return signInAndKeep(shell, email);
  await shell.landed();
}
