import type { Page } from '@playwright/test';

export class TwoFactorModal {
  constructor(readonly page: Page) {}
  title = () => this.page.getByRole('heading', { name: 'Verify Your Identity' });
  code = () => this.page.getByLabel('Code');
  submit = () => this.page.getByRole('button', { name: 'Submit' });
  resend = () => this.page.getByRole('button', { name: /^Resend code/ });
}
