import { Link } from '@tanstack/react-router';
import type { SignedAgreement } from '../../../domain/contracts/agreements';
import { DOCUMENTS, type DocumentKey } from '../../../domain/onboarding/documents';
import { agreementsResource } from '../../../domain/resources/agreements';
import { agreementsQuery, type AgreementSearch } from '../../../domain/resources/agreements-query';
import { resourceListLogic } from '../../actors/resource-list';
import type { Column } from '../../components/kit/data-table';
import { ResourceListView, type ListPageProps } from '../../components/kit/resource-list-view';
import { Moment } from '../../components/kit/moment';

const listLogic = resourceListLogic(agreementsResource);

const columns: Column<SignedAgreement>[] = [
  {
    header: 'Document',
    rowHeader: true,
    cell: (r) => (
      <Link
        to="/agreements/$id"
        params={{ id: r.id }}
        className="text-brand underline-offset-2 hover:underline"
      >
        {r.title}
      </Link>
    ),
  },
  { header: 'Signer', cell: (r) => r.signer_name },
  { header: 'Email', cell: (r) => r.signer_email },
  {
    header: 'Signed at',
    sortKey: 'signed_at',
    cell: (r) => <Moment iso={r.signed_at} withSeconds />,
  },
  // A signature of an earlier text stays valid evidence of what was agreed then.
  { header: 'Current text', cell: (r) => (r.current_text ? 'Yes' : 'No') },
];

/** The list's page settings, apart from its loaders, so a view test draws the same page. */
export const agreementListPage: ListPageProps<SignedAgreement, typeof agreementsQuery> = {
  title: 'Agreements',
  path: '/agreements',
  descriptor: agreementsQuery,
  columns,
  caption: 'Signed agreements',
  noun: 'agreements',
  fields: {
    document: { label: 'Document', valueLabel: (v) => DOCUMENTS[v as DocumentKey]?.title ?? v },
    signed_at: { label: 'Signed' },
  },
  empty: 'No signed agreements match these filters.',
  summary: (page) =>
    `${page.meta.total} ${page.meta.total === 1 ? 'signed agreement' : 'signed agreements'}`,
};

/** `/agreements` (spec §2: Agreements with sensitive access): the signatures in the caller's scope. */
export function AgreementListView({
  search,
  exportable,
}: {
  search: AgreementSearch;
  exportable: boolean;
}) {
  return (
    <ResourceListView<SignedAgreement, typeof agreementsQuery>
      logic={listLogic}
      search={search}
      exportable={exportable}
      {...agreementListPage}
    />
  );
}
