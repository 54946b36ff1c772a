import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  resourceDetailScreen,
  detailWorkflow,
  type DetailLoad,
} from '../../../machines/kit/resource-detail.screen';
import type { FilterOptions } from '../../../machines/kit/resource-list.screen';
import { withApiErrors } from '../../app/actors/api-error';
import {
  filterChoices,
  loadClientChoices,
  resourceListLogic,
} from '../../app/actors/resource-list';
import { performWorkflowAction } from '../../app/actors/workflow-action';
import type { Column } from '../../app/components/kit/data-table';
import { FieldList } from '../../app/components/kit/field-list';
import { DetailSection, ResourceDetailView } from '../../app/components/kit/resource-detail-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { StatusBadge } from '../../app/components/kit/status-badge';
import { useSession } from '../../app/features/session/provider';
import { http } from '../../app/lib/http';
import { Contractor } from '../contractors/contract';
import type { User } from '../../domain/contracts/user';
import { formatDate } from '../../domain/format/format';
import { canEditVerification } from '../../domain/policy/capabilities';
import { listSchema } from '../../domain/resources/list-query-schema';
import { documentVerificationDefinition, subjectOfDocument } from './chart';
import { documentsResource, WorkerDocument } from './contract';
import type { DocumentSubject } from './kinds';
import { documentsQuery, type DocumentSearch } from './query';
import { DocumentUpload, type DocumentOwner } from './upload';

/** One document `{document, actions}`; the page asks the shared definition what the user may do. */
const loadDocumentDetail = fromPromise<DetailLoad, { id: string }>(({ input, signal }) =>
  withApiErrors(async () => {
    const detail = await http
      .get(`documents/${input.id}`, { signal })
      .json<{ document: unknown }>();
    return { item: { document: WorkerDocument.parse(detail.document) }, history: null };
  }),
);

const performDocumentAction = performWorkflowAction('documents');

const linkClass = 'text-brand underline';

/** Each list page: its API list, title, and whether its subject's owner is shown. */
export const DOCUMENT_PAGES = {
  contractor: { path: '/contractor_documents', title: 'Contractor Documents' },
  client: { path: '/client_documents', title: 'Client Documents' },
  employer: { path: '/employer_documents', title: 'Employer Documents' },
  platform: { path: '/platform_documents', title: 'Credentialing Documents' },
  verifications: { path: '/verifications', title: 'Verifications' },
} as const;
export type DocumentPage = keyof typeof DOCUMENT_PAGES;

/** Each page is the documents list at its own path, its CSV named for the page. */
const logicOf = (path: `/${string}`) =>
  resourceListLogic({ ...documentsResource, name: path.slice(1), apiPath: path });
const listLogic = Object.fromEntries(
  Object.entries(DOCUMENT_PAGES).map(([k, p]) => [k, logicOf(p.path)]),
) as Record<DocumentPage, ReturnType<typeof logicOf>>;

/**
 * Staff see a worker's or a client's documents among many: they filter by whose they are and name
 * whose a new upload is, from the same choices. The owner uploads their own without choosing.
 */
const OWNERS = {
  contractor: {
    field: 'contractor_id',
    label: 'Worker',
    ownerType: 'contractor',
    nameIn: (r: WorkerDocument) => [r.contractor_id ?? '', r.contractor_name ?? ''] as const,
    choices: filterChoices(
      'contractor_id',
      '/contractors',
      (body) => listSchema(Contractor).parse(body),
      (c) => c.name,
    ),
  },
  client: {
    field: 'client_id',
    label: 'Client',
    ownerType: 'client',
    nameIn: (r: WorkerDocument) => [r.client_id ?? '', r.client_name ?? ''] as const,
    choices: loadClientChoices,
  },
} as const;
type OwnedPage = keyof typeof OWNERS;
const isOwned = (page: DocumentPage): page is OwnedPage => page in OWNERS;
const staffListLogic = Object.fromEntries(
  (Object.keys(OWNERS) as OwnedPage[]).map((k) => [
    k,
    resourceListLogic(
      {
        ...documentsResource,
        name: DOCUMENT_PAGES[k].path.slice(1),
        apiPath: DOCUMENT_PAGES[k].path,
      },
      { filterOptions: OWNERS[k].choices },
    ),
  ]),
) as Record<OwnedPage, ReturnType<typeof logicOf>>;

const whose = (r: WorkerDocument) => r.contractor_name ?? r.client_name ?? r.partner_name ?? '--';

const columns: Column<WorkerDocument>[] = [
  linkColumn(documentsResource, 'Document', (r) => r.document_type_label),
  { header: 'Of', cell: whose },
  { header: 'File', cell: (r) => r.file_name },
  {
    header: 'Expires',
    sortKey: 'expires_on',
    cell: (r) => (r.expires_on ? formatDate(r.expires_on) : '--'),
  },
  { header: 'Status', sortKey: 'status', cell: (r) => <StatusBadge status={r.status} /> },
  { header: 'Uploaded', sortKey: 'created_at', cell: (r) => formatDate(r.created_at) },
];

/** One of the document pages: the list of its subject (or the verification queue), and an upload form. */
export function DocumentListView({
  page,
  search,
  exportable,
  uploadable,
}: {
  page: DocumentPage;
  search: DocumentSearch;
  exportable: boolean;
  uploadable: boolean;
}) {
  const { path, title } = DOCUMENT_PAGES[page];
  const { user } = useSession();
  const owner =
    isOwned(page) && user && user.user_type !== OWNERS[page].ownerType ? OWNERS[page] : null;
  const uploadOwner = (options: FilterOptions): DocumentOwner | undefined =>
    owner
      ? { field: owner.field, label: owner.label, choices: options[owner.field] ?? [] }
      : undefined;
  return (
    <ResourceListView<WorkerDocument, typeof documentsQuery>
      resource={documentsResource}
      words={{
        title,
        caption: title,
        path,
        ...(page === 'verifications' && { empty: 'No documents wait for verification.' }),
      }}
      logic={owner && isOwned(page) ? staffListLogic[page] : listLogic[page]}
      search={search}
      exportable={exportable}
      columns={columns}
      fields={
        page === 'verifications'
          ? { document_type: { label: 'Document type' } }
          : {
              status: { label: 'Status' },
              ...(owner ? { [owner.field]: { label: owner.label, nameIn: owner.nameIn } } : {}),
            }
      }
      intro={
        uploadable && page !== 'verifications'
          ? ({ reload, options }) => (
              <DocumentUpload
                key={owner ? 'staff' : 'own'}
                subject={page}
                owner={uploadOwner(options)}
                onUploaded={reload}
              />
            )
          : undefined
      }
    />
  );
}

type Detail = { document: WorkerDocument };
const detailLogic = resourceDetailScreen.provide({
  actors: { loadDetail: loadDocumentDetail, performAction: performDocumentAction },
});
const today = () => new Date().toISOString().slice(0, 10);
const workflowFor = (user: User) =>
  detailWorkflow(
    documentVerificationDefinition,
    (d: Detail) => subjectOfDocument(d.document, today()),
    user,
  );

const backToList = (subject: DocumentSubject) => ({
  href: DOCUMENT_PAGES[subject].path,
  label: `← ${DOCUMENT_PAGES[subject].title}`,
});

/** One document: what it is, whose, its file, and Verify / Reject for admins and document verifiers. */
export function DocumentDetailView({ id }: { id: string }) {
  const { user } = useSession();
  const workflow = useMemo(() => (user ? workflowFor(user) : null), [user]);
  return (
    <ResourceDetailView<Detail, never>
      key={`${id}:${user?.id ?? ''}`}
      logic={detailLogic}
      id={id}
      workflow={workflow}
      title={(d) => (d ? `${d.document.document_type_label} of ${whose(d.document)}` : 'Document')}
      back={(d) =>
        // Verifiers came from their queue; everyone else from the list of the document's subject.
        user && canEditVerification(user)
          ? { href: DOCUMENT_PAGES.verifications.path, label: '← Verifications' }
          : backToList(d?.document.subject ?? 'contractor')
      }
      noun="document"
      sections={(d) => (
        <DetailSection id="fields" title="Details">
          <FieldList
            layout="table"
            fields={[
              ['Status', <StatusBadge key="s" status={d.document.status} />],
              ['Document type', d.document.document_type_label],
              ['Of', whose(d.document)],
              ['Expires', d.document.expires_on ? formatDate(d.document.expires_on) : '--'],
              ['Rejection reason', d.document.rejection_reason ?? '--'],
              ['Verified', d.document.verified_at ? formatDate(d.document.verified_at) : '--'],
              [
                'File',
                <a
                  key="f"
                  href={d.document.file_url}
                  target="_blank"
                  rel="noreferrer"
                  className={linkClass}
                >
                  {d.document.file_name}
                </a>,
              ],
              ['Uploaded', formatDate(d.document.created_at)],
            ]}
          />
        </DetailSection>
      )}
    />
  );
}
