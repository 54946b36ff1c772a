import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  resourceListScreen,
  type ListPage,
  type ListQueryValues,
} from '../../../machines/kit/resource-list.screen';
import { renderPage, textOf } from '../../../tests/view/render-page';
import { ListBody } from '../../app/components/kit/resource-list-view';
import { parseListSearch } from '../../domain/resources/list-query';
import type { SignedAgreement } from './contract';
import { agreementListPage } from './pages';
import { agreementsQuery } from './query';

const signatures: SignedAgreement[] = [
  {
    id: 'sig-1',
    document: 'contractor_agreement',
    title: 'Contractor Agreement',
    user_id: 'u1',
    signer_name: 'Connie Contractor',
    signer_email: 'contractor@demo.test',
    signed_at: '2025-11-03T15:12:00.000Z',
    ip: '203.0.113.24',
    user_agent: 'Mozilla/5.0',
    document_hash: 'a'.repeat(64),
    current_text: true,
  },
  {
    id: 'sig-2',
    document: 'employee_handbook',
    title: 'Employee Handbook',
    user_id: 'u1',
    signer_name: 'Connie Contractor',
    signer_email: 'contractor@demo.test',
    signed_at: '2025-11-03T15:20:00.000Z',
    ip: null,
    user_agent: null,
    document_hash: 'b'.repeat(64),
    current_text: false,
  },
];

async function shown(page: ListPage, search: Record<string, string> = {}) {
  const actor = createActor(
    resourceListScreen.provide({
      actors: {
        loadPage: fromPromise(async () => page),
        loadFilterOptions: fromPromise(async () => ({})),
        downloadCsv: fromPromise<void, { query: ListQueryValues }>(async () => {}),
      },
    }),
    { input: { query: {}, exportable: true } },
  ).start();
  await waitFor(actor, (s) => !s.hasTag('busy') && !s.matches({ rows: 'loading' }));
  return renderPage(
    <ListBody
      snapshot={actor.getSnapshot()}
      send={actor.send}
      query={parseListSearch(agreementsQuery, search)}
      navigate={() => {}}
      {...agreementListPage}
    />,
  );
}

describe('/agreements', () => {
  it('lists each signature: document (to its record), signer, email, the instant and whether its text is current', async () => {
    const html = await shown({ data: signatures, meta: { page: 1, per_page: 50, total: 2 } });
    expect(html).toContain('<h1 id="page-title" class="text-xl font-semibold">Agreements</h1>');
    expect(html).toMatch(/<a[^>]*href="\/agreements\/sig-1"[^>]*>Contractor Agreement<\/a>/);
    const text = textOf(html);
    expect(text).toContain(
      'Document Signer Email Signed at ↓ Current text Contractor Agreement Connie Contractor contractor@demo.test Nov 3, 2025, 10:12:00 AM EST Yes',
    );
    expect(text).toContain(
      'Employee Handbook Connie Contractor contractor@demo.test Nov 3, 2025, 10:20:00 AM EST No',
    );
    expect(text).toContain('2 signed agreements');
    expect(html).toContain('>Download CSV</button>');
  });

  it('filters by document by its title, and says so when nothing matches', async () => {
    const html = await shown(
      { data: [], meta: { page: 1, per_page: 50, total: 0 } },
      { document: 'terms_of_service' },
    );
    expect(html).toMatch(/<option value="terms_of_service" selected="">Terms of Service<\/option>/);
    expect(textOf(html)).toContain('No signed agreements match these filters.');
    expect(html).not.toContain('<table');
  });
});
