import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'correct-horse-demo';

export class LoginPage {
  constructor(readonly page: Page) {}

  async goto(query = '') {
    await this.page.goto(`/login${query}`);
    await expect(this.page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  }

  async signIn(email: string, password = DEMO_PASSWORD) {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }
}

export class Mailbox {
  constructor(readonly page: Page) {}

  /**
   * The newest six-digit code mailed to `email`, read from the demo outbox API: from the newest
   * mail that carries one ("Your sign-in code", "Your verification code"), not from the newest mail,
   * which a test running beside this one may have sent the same user (a notification).
   */
  async latestCode(email: string): Promise<string> {
    let code = '';
    await expect(async () => {
      const res = await this.page.request.get(`/v2/dev/outbox?to=${encodeURIComponent(email)}`);
      const body = (await res.json()) as { data: { subject: string; body: string }[] };
      const mail = body.data.find((m) => /^Your (sign-in|verification) code$/.test(m.subject));
      code = mail?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
      expect(code).toMatch(/^\d{6}$/);
    }).toPass({ timeout: 10_000 });
    return code;
  }
}

/** What the SPA's session holds, read through the API with the page's own token. */
export async function signedInEmail(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const token = sessionStorage.getItem('auth._token.local');
    if (!token) return null;
    const res = await fetch('/v2/user', { headers: { Authorization: `Bearer ${token}` } });
    return res.ok ? ((await res.json()) as { email: string }).email : null;
  });
}
