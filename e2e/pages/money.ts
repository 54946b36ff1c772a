import type { Page } from '@playwright/test';

/** `$1,234.56` or `-$1,234.56` → cents, exactly. */
export const cents = (text: string) => {
  const m = /^(-?)\$([\d,]+)\.(\d\d)$/.exec(text.trim());
  if (!m) throw new Error(`not an amount: ${text}`);
  return (m[1] ? -1 : 1) * (Number(m[2]!.replace(/,/g, '')) * 100 + Number(m[3]));
};

/** One money column of the invoice's lines table (1-based), in cents. */
export const invoiceLineColumn = async (page: Page, index: number) =>
  (
    await page
      .getByRole('table', { name: 'Invoice lines' })
      .locator('tbody tr')
      .locator(`td:nth-child(${index})`)
      .allTextContents()
  ).map(cents);

export const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** A client's id by its name, as the signed-in user's API sees it. */
export async function clientIdByName(page: Page, origin: string, token: string, name: string) {
  const res = await page.request.get(`${origin}/v2/clients?per_page=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await res.json()) as { data: { id: string; entity_name: string }[] };
  const client = data.find((c) => c.entity_name === name);
  if (!client) throw new Error(`no client named ${name}`);
  return client.id;
}
