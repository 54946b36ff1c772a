import { expect, test, type Page } from '@playwright/test';
import { ShellPage } from './pages/shell-page';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${PORT}`;
const PAGE = '/assignments';

/** Answers the next `times` checks of the stored session (GET /v2/user) with `answer`, then lets them through. */
async function failUserChecks(page: Page, times: number, answer: 'abort' | number) {
  const failed: number[] = [];
  await page.route('**/v2/user', async (route) => {
    if (route.request().method() !== 'GET' || failed.length >= times) return route.fallback();
    failed.push(Date.now());
    if (answer === 'abort') return route.abort('connectionrefused');
    return route.fulfill({
      status: answer,
      contentType: 'application/json',
      body: JSON.stringify({
        message: answer === 401 ? 'Not authenticated' : 'Service Unavailable',
      }),
    });
  });
  return failed;
}

const storedToken = (page: Page) =>
  page.evaluate(() => sessionStorage.getItem('auth._token.local'));

async function signedInOnPage(page: Page) {
  const shell = new ShellPage(page, origin);
  const token = await shell.signIn('owner@acme.test', PAGE);
  await expect(page).toHaveURL(`${origin}${PAGE}`);
  return { shell, token };
}

// A reload under load once ended on /login: any failed check of the stored session cleared it.
test('a reload whose session check fails twice (503) stays signed in on the same page', async ({
  page,
}) => {
  const { token } = await signedInOnPage(page);
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  const failed = await failUserChecks(page, 2, 503);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title ?? '' })).toBeVisible();
  await expect(page).toHaveURL(`${origin}${PAGE}`);
  expect(failed).toHaveLength(2);
  // The chart waited before each new try (1 s, then 2 s).
  expect(failed[1]! - failed[0]!).toBeGreaterThanOrEqual(900);
  expect(await storedToken(page)).toBe(token);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
});

test('a reload the server cannot answer at all says so, keeps the session, and Try again lets the user in', async ({
  page,
}) => {
  const { token } = await signedInOnPage(page);
  const failed = await failUserChecks(page, 4, 'abort');
  await page.reload();
  const notice = page.getByRole('alert');
  await expect(page.getByRole('heading', { name: 'Cannot reach the server' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(notice).toContainText('The server cannot be reached right now.');
  expect(failed).toHaveLength(4);
  expect(await storedToken(page)).toBe(token);
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Cannot reach the server' })).toHaveCount(0);
  await expect(page).toHaveURL(`${origin}${PAGE}`);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(await storedToken(page)).toBe(token);
});

test('a reload the server answers 401 ends the session: /login, remembering the page', async ({
  page,
}) => {
  await signedInOnPage(page);
  await failUserChecks(page, 1, 401);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('redirect') === PAGE,
  );
  expect(await storedToken(page)).toBeNull();
});
