import type { Page } from '@playwright/test';

/** The shared six-digit code form of /two_factor, /passwordless and the 424 modal. */
export class CodeForm {
  constructor(
    readonly page: Page,
    readonly submitLabel: string,
  ) {}
  code = () => this.page.getByLabel('Code');
  submit = () => this.page.getByRole('button', { name: this.submitLabel, exact: true });
}
