import { expect, type Page } from '@playwright/test';

const PASSWORD = 'correct-horse-demo';

/** The app shell: signs in through the API (the login screen belongs to the session feature). */
export class ShellPage {
  constructor(
    readonly page: Page,
    readonly origin: string,
  ) {}

  async signIn(email: string) {
    // Node's resolver does not know *.localhost, so the API call goes to the plain host.
    const api = this.origin.replace(/\/\/[^/]*\.localhost/, '//localhost');
    const res = await this.page.request.post(`${api}/v2/user`, { data: { email, password: PASSWORD } });
    const { access_token } = (await res.json()) as { access_token: string };
    await this.page.goto(`${this.origin}/terms`);
    await this.page.evaluate((token) => sessionStorage.setItem('auth._token.local', token), access_token);
    return access_token;
  }

  open(path: string) {
    return this.page.goto(`${this.origin}${path}`);
  }

  get menu() {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  /** Top-level menu entries: links, group buttons and the Logout action, in order. */
  async menuLabels(): Promise<string[]> {
    await expect(this.menu.getByRole('listitem').first()).toBeVisible();
    return this.menu.locator(':scope > ul > li').evaluateAll((items) =>
      items.map((li) => (li.querySelector('a, button')?.textContent ?? '').replace('›', '').trim()),
    );
  }
}
