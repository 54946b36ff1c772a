import { expect, type Page } from '@playwright/test';
import type { ShellPage } from './shell-page';

/** What a signed-in tab keeps in the browser: the token in session storage, the onboarding skip in local storage. */
interface SavedSession {
  session: Record<string, string>;
  local: Record<string, string>;
}

// One worker's sessions by origin and email. The SPA keeps its bearer token in sessionStorage,
// which Playwright's storageState does not carry, so a session is copied into a new tab's storage
// before its first page.
const saved = new Map<string, SavedSession>();
let restores = 0;
const keyOf = (shell: ShellPage, email: string) => `${shell.origin} ${email}`;

function storages(page: Page): Promise<SavedSession> {
  return page.evaluate(() => ({
    session: Object.fromEntries(Object.entries(sessionStorage)),
    local: Object.fromEntries(Object.entries(localStorage)),
  }));
}

/** Signs in through the login form and keeps the session for `signedIn` in this worker. */
export async function signInAndKeep(shell: ShellPage, email: string): Promise<string> {
  const token = await shell.signInThroughForm(email);
  saved.set(keyOf(shell, email), await storages(shell.page));
  return token;
}

/**
 * Opens `path` (the dashboard unless told) signed in as `email`: with the session an earlier test
 * of this worker kept, else by signing in through the form. Returns the session's token.
 * A test whose page is not the dashboard opens it at once, so the app starts once, not twice, and
 * the dashboard's figures are not computed for nobody.
 */
export async function signedIn(shell: ShellPage, email: string, path?: string): Promise<string> {
  const kept = saved.get(keyOf(shell, email));
  if (!kept) return signInThenOpen(shell, email, path);
  // An init script stays with the tab: it restores its session once, on the origin it was kept
  // for, and only until a later call's script has restored another (a logout stays a logout).
  const restore = { ...kept, origin: new URL(shell.origin).origin, order: ++restores };
  await shell.page.addInitScript((s: typeof restore) => {
    if (location.origin !== s.origin) return;
    if (Number(sessionStorage.getItem('e2e.session.restored') ?? 0) >= s.order) return;
    sessionStorage.setItem('e2e.session.restored', String(s.order));
    for (const [k, v] of Object.entries(s.session)) sessionStorage.setItem(k, v);
    for (const [k, v] of Object.entries(s.local)) localStorage.setItem(k, v);
  }, restore);
  await shell.open(path ?? '/dashboard');
  // A session that ended meanwhile (a logout, a password change) sends the tab to the login form.
  const form = shell.page.getByRole('heading', { name: 'Sign in' });
  // Every page has a title, the login form's included; some (a payment, a refusal) have no menu.
  const arrived =
    path === undefined
      ? shell.menu.or(shell.menuButton).or(shell.skipOnboarding)
      : shell.page.getByRole('heading', { level: 1 });
  await expect(form.or(arrived).first()).toBeVisible();
  if (await form.isVisible()) return signInThenOpen(shell, email, path);
  if (path === undefined) await shell.landed();
  return shell.token();
}

async function signInThenOpen(shell: ShellPage, email: string, path?: string) {
  const token = await signInAndKeep(shell, email);
  if (path !== undefined) await shell.open(path);
  return token;
}
