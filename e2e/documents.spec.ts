import { expect, test, type Page } from '@playwright/test';
import type { WorkerDocument } from '../src/resources/documents/contract';
import { ShellPage } from './pages/shell-page';

// A Harbor Point worker no other spec signs in as; the outsiders below belong to Acme and SelfCo.
const WORKER = 'maria.gonzalez@harborpoint-workers.test';
const VERIFIER = 'admin@demo.test';

/** A one-page PDF with a correct cross-reference table, as a scanner would write it. */
function onePagePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 44 >>\nstream\nBT /F1 12 Tf 20 50 Td (Forklift cert) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((o, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A value of the detail page's field list, by its term. */
const field = (page: Page, term: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

async function upload(page: Page, type: string, file: { name: string; buffer: Buffer }) {
  const form = page.getByRole('form', { name: 'Upload a document' });
  await form.getByLabel('Document type').selectOption({ label: type });
  await form.getByLabel(/^File/).setInputFiles({
    mimeType: file.name.endsWith('.png') ? 'image/png' : 'application/pdf',
    ...file,
  });
  await form.getByRole('button', { name: 'Upload' }).click();
  return form;
}

test('a worker uploads a document, a verifier verifies it, and only those in its tenant can read it', async ({
  browser,
  baseURL,
}, testInfo) => {
  // Three uploads (one of 10 MB), a verification and four readers' checks.
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const pdf = onePagePdf();
  const worker = await browser.newPage();
  await new ShellPage(worker, origin).signIn(WORKER, '/contractor_documents');
  await expect(worker.getByRole('heading', { name: 'Contractor Documents' })).toBeVisible();

  const evil = await upload(worker, 'Certification', {
    name: 'evil.pdf',
    buffer: Buffer.from('<html><script>alert(1)</script></html>'),
  });
  await expect(evil.getByRole('alert')).toHaveText('The file must be one of: PDF, PNG, JPEG, WEBP');

  const huge = await upload(worker, 'Certification', {
    name: 'huge.pdf',
    buffer: Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]),
  });
  await expect(huge.getByRole('alert')).toHaveText('The file is larger than 10 MB');

  const form = await upload(worker, 'Certification', { name: 'forklift-cert.pdf', buffer: pdf });
  await expect(form.getByRole('status')).toHaveText(
    'Uploaded: it waits for verification. Open the document',
  );
  const row = worker.getByRole('row', { name: /Certification .*forklift-cert\.pdf/ });
  await expect(row).toContainText('Pending');
  await worker.screenshot({
    path: testInfo.outputPath('contractor-documents.png'),
    fullPage: true,
  });

  await row.getByRole('link', { name: 'Certification' }).click();
  await expect(worker).toHaveURL(/\/documents\/[0-9a-f-]{36}$/);
  const id = worker.url().split('/').pop() ?? '';
  await expect(
    worker.getByRole('heading', { name: 'Certification of Maria Gonzalez' }),
  ).toBeVisible();
  const file = worker.getByRole('link', { name: 'forklift-cert.pdf' });
  await worker.screenshot({ path: testInfo.outputPath('document-detail.png'), fullPage: true });

  // The download is the signed URL: the PDF's own bytes, and nothing once its signature is altered.
  const href = (await file.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/v2\/files\/[0-9a-f-]{36}\?jwt=\d+\.[\w-]{43}$/);
  const download = await worker.request.get(href);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.compare(await download.body(), pdf)).toBe(0);
  const tampered = href.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
  const refused = await worker.request.get(tampered);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ message: 'This link is not valid' });

  const verifier = await browser.newPage();
  await new ShellPage(verifier, origin).signIn(VERIFIER, '/verifications');
  await expect(verifier.getByRole('heading', { name: 'Verifications' })).toBeVisible();
  const queued = verifier.getByRole('row', {
    name: /Certification Maria Gonzalez forklift-cert\.pdf/,
  });
  await expect(queued).toBeVisible();
  await verifier.screenshot({ path: testInfo.outputPath('verifications.png'), fullPage: true });
  await queued.getByRole('link', { name: 'Certification' }).click();
  await expect(verifier).toHaveURL(new RegExp(`/documents/${id}$`));
  await verifier.getByRole('button', { name: 'Verify' }).click();
  await expect(verifier.getByRole('status')).toContainText('Verify: done.');
  await expect(field(verifier, 'Status')).toHaveText('Verified');

  await worker.reload();
  await expect(field(worker, 'Status')).toHaveText('Verified');
  await worker.getByRole('link', { name: '← Contractor Documents' }).click();
  await expect(
    worker.getByRole('row', { name: /Certification .*forklift-cert\.pdf/ }),
  ).toContainText('Verified');

  // Another partner's client, another partner's worker, and a document verifier of another partner.
  for (const outsider of ['client@globex.test', 'ic@demo.test', 'verifier@acme.test']) {
    const page = await browser.newPage();
    const token = await new ShellPage(page, origin).signIn(outsider);
    const read = await page.request.get(`/v2/documents/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.status(), outsider).toBe(404);
    const listed = await page.request.get('/v2/contractor_documents?per_page=100', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(
      ((await listed.json()) as { data: WorkerDocument[] }).data.map((d) => d.id),
    ).not.toContain(id);
    await page.close();
  }
});

test('a verifier rejects a photo with a reason, and the worker reads the reason', async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  // A 1×1 PNG: a phone photo of a passport, as far as the sniffer can tell.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  const worker = await browser.newPage();
  await new ShellPage(worker, origin).signIn(WORKER, '/contractor_documents');
  const form = await upload(worker, 'Passport', { name: 'passport-photo.png', buffer: png });
  await form.getByRole('link', { name: 'Open the document' }).click();
  await expect(worker).toHaveURL(/\/documents\/[0-9a-f-]{36}$/);
  const id = worker.url().split('/').pop() ?? '';

  const verifier = await browser.newPage();
  await new ShellPage(verifier, origin).signIn(VERIFIER, '/verifications');
  await verifier
    .getByRole('row', { name: /Passport Maria Gonzalez passport-photo\.png/ })
    .getByRole('link', { name: 'Passport' })
    .click();
  await expect(verifier).toHaveURL(new RegExp(`/documents/${id}$`));
  await verifier.getByRole('button', { name: 'Reject' }).click();
  const dialog = verifier.getByRole('dialog', { name: 'Reject' });
  await expect(dialog.getByRole('button', { name: 'Reject', exact: true })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The photo is too small to read');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(field(verifier, 'Status')).toHaveText('Rejected');

  await worker.reload();
  await expect(field(worker, 'Status')).toHaveText('Rejected');
  await expect(field(worker, 'Rejection reason')).toHaveText('The photo is too small to read');
  const photo = await worker.request.get(
    (await worker.getByRole('link', { name: 'passport-photo.png' }).getAttribute('href')) ?? '',
  );
  expect(photo.headers()['content-type']).toBe('image/png');
  expect(Buffer.compare(await photo.body(), png)).toBe(0);
});

test('partner staff upload a worker’s document: whose it is is asked for, then the list narrows to that worker', async ({
  page,
  baseURL,
}) => {
  await new ShellPage(page, baseURL ?? '').signIn(
    'owner@harborpoint.test',
    '/contractor_documents',
  );
  await expect(page.getByRole('heading', { name: 'Contractor Documents' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Upload a document' });
  // Aisha is a Harbor Point worker no other spec touches.
  const option = form
    .getByLabel('Worker')
    .locator('option', { hasText: /^Aisha / })
    .first();
  await expect(option).toBeAttached();
  const worker = ((await option.textContent()) ?? '').trim();

  await upload(page, 'Certification', { name: 'forklift.pdf', buffer: onePagePdf() });
  await expect(form.getByRole('alert')).toContainText('Choose the worker');
  await form.getByLabel('Worker').selectOption({ label: worker });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('status')).toContainText('Uploaded: it waits for verification.');

  await page.getByLabel('Worker', { exact: true }).last().selectOption({ label: worker });
  await expect(page).toHaveURL(/contractor_id=/);
  const rows = page.getByRole('table', { name: 'Contractor Documents' }).locator('tbody tr');
  await expect(rows.first()).toContainText(worker);
  await expect(rows.first()).toContainText('Pending');
  await page.screenshot({ path: 'test-results/documents-staff-upload.png', fullPage: true });
});
