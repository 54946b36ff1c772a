import { type I9Form, i9FormsResource } from './contract';
import { formatDate } from '../../domain/format/format';
import { CITIZENSHIP_STATUSES, mayCompleteSection2 } from './form';
import { I9_NUMBER_LABELS, I9_NUMBERS, I9DocumentNumbers, maskedKey } from './numbers';
import { canRevealSsn, type Subject } from '../../domain/policy/capabilities';
import { i9FormsQuery, type I9FormSearch } from './query';
import { resourceDetailLogic } from '../../app/actors/resource-detail';
import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { FieldList } from '../../app/components/kit/field-list';
import { DetailSection, ResourceDetailView } from '../../app/components/kit/resource-detail-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { RevealFields } from '../../app/components/kit/reveal-fields';
import { StatusBadge } from '../../app/components/kit/status-badge';
import { SpaLink } from '../../app/components/nav/spa-link';
import { http } from '../../app/lib/http';
import { buttonClass, labelOf, text } from '../../app/features/onboarding-forms/answers';

/** An I-9's full document numbers (step-up: a 424 opens the two-factor modal and replays). */
const fetchI9Numbers = async (id: string, signal: AbortSignal) =>
  I9DocumentNumbers.parse(await http.get(`i9_forms/document_numbers/${id}`, { signal }).json());

const i9ListLogic = resourceListLogic(i9FormsResource);
const I9_STATUS_LABEL = { section2_pending: 'Section 2 pending', complete: 'Complete' } as const;
const i9Columns: Column<I9Form>[] = [
  linkColumn(i9FormsResource, 'Worker', (r) => r.worker_name),
  {
    header: 'Status',
    sortKey: 'status',
    cell: (r) => <StatusBadge status={r.status} label={I9_STATUS_LABEL[r.status]} />,
  },
  {
    header: 'Section 1 signed',
    sortKey: 'section1_signed_at',
    cell: (r) => formatDate(r.section1_signed_at),
  },
  {
    header: 'Section 2 signed',
    cell: (r) => (r.section2_signed_at ? formatDate(r.section2_signed_at) : '--'),
  },
];

/** /i9_forms ("I9 Forms"): the I-9s in scope; a worker starts theirs here. */
export function I9FormListView({
  search,
  exportable,
  user,
}: {
  search: I9FormSearch;
  exportable: boolean;
  user: Subject;
}) {
  return (
    <ResourceListView<I9Form, typeof i9FormsQuery>
      resource={i9FormsResource}
      logic={i9ListLogic}
      search={search}
      exportable={exportable}
      columns={i9Columns}
      fields={{
        status: {
          label: 'Status',
          valueLabel: (v) => I9_STATUS_LABEL[v as keyof typeof I9_STATUS_LABEL] ?? v,
        },
      }}
      actions={
        user.user_type === 'contractor' && (
          <SpaLink href="/i9_forms/new" className={buttonClass}>
            Fill in section 1 of your I-9
          </SpaLink>
        )
      }
    />
  );
}

const i9DetailLogic = resourceDetailLogic(i9FormsResource);

export function I9FormDetailView({ id, user }: { id: string; user: Subject }) {
  return (
    <ResourceDetailView<I9Form, never>
      key={id}
      logic={i9DetailLogic}
      id={id}
      workflow={null}
      title={(r) => (r ? `Form I-9: ${r.worker_name}` : 'Form I-9')}
      back={{ href: '/i9_forms', label: '← I9 Forms' }}
      noun="I-9 form"
      editHref={mayCompleteSection2(user) ? (r) => `/i9_forms/section2?id=${r.id}` : undefined}
      editLabel={(r) => (r.status === 'complete' ? 'Edit section 2' : 'Complete section 2')}
      sections={(r) => (
        <>
          <DetailSection id="section1" title="Section 1: Employee information and attestation">
            <FieldList
              layout="table"
              fields={[
                ['Name', `${text(r.first_name)} ${text(r.last_name)}`],
                [
                  'Date of birth',
                  typeof r.date_of_birth === 'string' ? formatDate(r.date_of_birth) : '--',
                ],
                ['Attestation', labelOf(CITIZENSHIP_STATUSES, r.citizenship_status)],
                ['Signed by', text(r.signature_name)],
                ['Signed', formatDate(r.section1_signed_at)],
              ]}
            />
          </DetailSection>
          <DetailSection id="section2" title="Section 2: Employer review and verification">
            <FieldList
              layout="table"
              fields={[
                [
                  'Status',
                  <StatusBadge key="s" status={r.status} label={I9_STATUS_LABEL[r.status]} />,
                ],
                ['List A', text(r.list_a_title)],
                ['List B', text(r.list_b_title)],
                ['List C', text(r.list_c_title)],
                [
                  'First day of employment',
                  typeof r.first_day_of_employment === 'string'
                    ? formatDate(r.first_day_of_employment)
                    : '--',
                ],
                ['Signed by', text(r.employer_signature)],
                ['Signed', r.section2_signed_at ? formatDate(r.section2_signed_at) : '--'],
              ]}
            />
          </DetailSection>
          <DetailSection id="numbers" title="Document numbers">
            <RevealFields
              noun="document numbers"
              fields={I9_NUMBERS.flatMap((key) => {
                const masked = r[maskedKey(key)];
                return typeof masked === 'string'
                  ? [{ key, label: I9_NUMBER_LABELS[key], masked }]
                  : [];
              })}
              canReveal={canRevealSsn(user)}
              fetchValues={(signal) => fetchI9Numbers(r.id, signal)}
            />
          </DetailSection>
        </>
      )}
    />
  );
}
