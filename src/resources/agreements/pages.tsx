import { useSelector } from '@xstate/react';
import { onboardingFor } from '../onboarding/actor';
import { resourceDetailLogic } from '../../app/actors/resource-detail';
import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { FieldList } from '../../app/components/kit/field-list';
import { Moment } from '../../app/components/kit/moment';
import { DetailSection, ResourceDetailView } from '../../app/components/kit/resource-detail-view';
import { ResourceListView, type ListPageProps } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { DocumentPage } from '../onboarding/document-page';
import type { User } from '../../domain/contracts/user';
import { DOCUMENTS, type DocumentKey } from '../../domain/onboarding/documents';
import { canExport } from '../../domain/policy/capabilities';
import { agreementsResource, type SignedAgreement } from './contract';
import { agreementsQuery, type AgreementSearch } from './query';

const listLogic = resourceListLogic(agreementsResource);
const detailLogic = resourceDetailLogic(agreementsResource);

const columns: Column<SignedAgreement>[] = [
  linkColumn(agreementsResource, 'Document', (r) => r.title),
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
  resource: agreementsResource,
  columns,
  fields: {
    document: { label: 'Document', valueLabel: (v) => DOCUMENTS[v as DocumentKey]?.title ?? v },
    signed_at: { label: 'Signed' },
  },
};

/** `/agreements` (spec §2: Agreements with sensitive access): the signatures in the caller's scope. */
function AgreementListView({
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

/**
 * `/agreements`: the signed agreements in the caller's scope. A contractor whose onboarding still
 * asks for the agreement signs it here first (the wizard's `agreements` step links to this page).
 */
export function AgreementsPage({ user, search }: { user: User; search: AgreementSearch }) {
  const ref = onboardingFor(user);
  const loading = useSelector(ref, (s) => s.matches('checking'));
  const due = useSelector(
    ref,
    (s) => s.context.required.includes('agreements') && !s.context.completed.includes('agreements'),
  );
  if (user.user_type === 'contractor') {
    if (loading) return <p className="text-sm text-slate-500">Loading…</p>;
    if (due) return <DocumentPage document="contractor_agreement" user={user} />;
  }
  return <AgreementListView search={search} exportable={canExport(user)} />;
}

/** `/agreements/{id}`: one electronic signature as recorded (spec §4). */
export function AgreementDetailView({ id }: { id: string }) {
  return (
    <ResourceDetailView<SignedAgreement, never>
      key={id}
      logic={detailLogic}
      id={id}
      workflow={null}
      title={(r) => (r ? `${r.title}: ${r.signer_name}` : 'Agreement')}
      back={{ href: '/agreements', label: '← Agreements' }}
      noun="agreement"
      sections={(r) => (
        <DetailSection id="signature" title="Signature">
          <FieldList
            layout="table"
            fields={[
              ['Document', r.title],
              ['Signer', `${r.signer_name} (${r.signer_email})`],
              ['Signed at', <Moment key="signed" iso={r.signed_at} withSeconds />],
              ['IP address', r.ip ?? '--'],
              ['Browser', r.user_agent ?? '--'],
              [
                'Document hash (SHA-256)',
                <code className="break-all text-xs">{r.document_hash}</code>,
              ],
              [
                'Text',
                r.current_text
                  ? 'The current text of this document'
                  : 'An earlier text: the document was changed after this signature',
              ],
            ]}
          />
        </DetailSection>
      )}
    />
  );
}
