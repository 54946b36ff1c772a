import type { Page } from '@playwright/test';

/** The Payout Methods / Payment Methods page. */
export class BankMethodsPage {
  constructor(
    readonly page: Page,
    readonly kind: 'payout' | 'payment',
  ) {}
  goto = () => this.page.goto(`/${this.kind}_methods`);
  heading = () =>
    this.page.getByRole('heading', {
      name: this.kind === 'payout' ? 'Payout Methods' : 'Payment Methods',
      level: 1,
    });
  list = () =>
    this.page.getByRole('list', {
      name: this.kind === 'payout' ? 'Payout Methods' : 'Payment Methods',
    });
  emptyState = () => this.page.getByText(`No ${this.kind} methods yet.`);
  addButton = () => this.page.getByRole('button', { name: `Add ${this.kind} method` });
  field = (label: 'Account holder' | 'Bank name' | 'Routing number' | 'Account number') =>
    this.page.getByLabel(label, { exact: true });
  save = () => this.page.getByRole('button', { name: 'Save' });

  async fill(values: { holder: string; bank: string; routing: string; account: string }) {
    await this.field('Account holder').fill(values.holder);
    await this.field('Bank name').fill(values.bank);
    await this.field('Routing number').fill(values.routing);
    await this.field('Account number').fill(values.account);
  }
}
