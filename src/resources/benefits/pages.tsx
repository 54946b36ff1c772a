import { useMemo } from 'react';
import { resourceDetailLogic } from '../../app/actors/resource-detail';
import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { FieldList } from '../../app/components/kit/field-list';
import { DetailSection, ResourceDetailView } from '../../app/components/kit/resource-detail-view';
import { ResourceFormView } from '../../app/components/kit/resource-form-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { StatusBadge, type Tone } from '../../app/components/kit/status-badge';
import { NewLink } from '../../app/features/payroll-config/links';
import { useShell } from '../../app/features/shell/shell-page';
import { formatDate, formatMoney, orMissing } from '../../domain/format/format';
import {
  benefitCoverageLabels,
  benefitKindLabels,
  benefitStatusLabels,
} from '../../domain/payroll-config/vocabulary';
import { benefitPlansResource, benefitsResource, type Benefit, type BenefitPlan } from './contract';
import { DependentsSection } from './dependents';
import { EmbeddedList } from './embedded-list';
import { benefitsForm } from './form';
import { benefitsQuery, type BenefitSearch } from './query';

const PATH = '/benefits';

const listLogic = resourceListLogic(benefitsResource);
const planLogic = resourceListLogic(benefitPlansResource);
const detailLogic = resourceDetailLogic(benefitsResource);

const STATUS_TONE: Record<Benefit['status'], Tone> = {
  active: 'good',
  pending: 'waiting',
  waived: 'neutral',
  terminated: 'gone',
};
export const BenefitStatus = ({ status }: { status: Benefit['status'] }) => (
  <StatusBadge status={status} label={benefitStatusLabels[status]} tone={STATUS_TONE[status]} />
);

/** A pay period's cost to the worker, and what the employer adds. */
export const costs = (b: Pick<Benefit, 'employee_cost_cents' | 'employer_cost_cents'>) =>
  `${formatMoney(b.employee_cost_cents)} (employer ${formatMoney(b.employer_cost_cents)})`;

const columns: Column<Benefit>[] = [
  linkColumn(benefitsResource, 'Contractor', (r) => r.contractor_name, {
    sortKey: 'contractor_name',
  }),
  { header: 'Plan', sortKey: 'plan_name', cell: (r) => r.plan_name },
  { header: 'Kind', cell: (r) => benefitKindLabels[r.plan_kind] },
  { header: 'Coverage', cell: (r) => benefitCoverageLabels[r.coverage] },
  { header: 'Status', sortKey: 'status', cell: (r) => <BenefitStatus status={r.status} /> },
  { header: 'Starts', sortKey: 'start_date', cell: (r) => formatDate(r.start_date) },
  { header: 'Per pay period', cell: costs },
];

const planColumns: Column<BenefitPlan>[] = [
  { header: 'Plan', rowHeader: true, cell: (p) => p.name },
  { header: 'Kind', cell: (p) => benefitKindLabels[p.kind] },
  { header: 'Carrier', cell: (p) => p.carrier },
  { header: 'Per pay period', cell: costs },
  { header: 'Employer', cell: (p) => p.employer_name },
];

/** /benefits (Services group, spec §2): workers' enrollments, then the plans the employer offers. */
export function BenefitListView({
  search,
  exportable,
  creatable,
}: {
  search: BenefitSearch;
  exportable: boolean;
  creatable: boolean;
}) {
  return (
    <>
      <ResourceListView<Benefit, typeof benefitsQuery>
        resource={benefitsResource}
        logic={listLogic}
        search={search}
        exportable={exportable}
        columns={columns}
        fields={{
          status: {
            label: 'Status',
            valueLabel: (v) => benefitStatusLabels[v as Benefit['status']],
          },
          plan_kind: {
            label: 'Kind',
            valueLabel: (v) => benefitKindLabels[v as Benefit['plan_kind']],
          },
          contractor_id: {
            label: 'Contractor',
            nameIn: (r) => [r.contractor_id, r.contractor_name],
          },
        }}
        actions={creatable && <NewLink to="/benefits/new">Enroll a contractor</NewLink>}
      />
      <section aria-labelledby="benefit-plans" className="mt-8">
        <h2 id="benefit-plans" className="text-lg font-semibold">
          Plans
        </h2>
        <EmbeddedList<BenefitPlan>
          logic={planLogic}
          query={{ sort: 'kind' }}
          columns={planColumns}
          caption="Benefit plans"
          empty="No plans offered yet."
        />
      </section>
    </>
  );
}

export function BenefitDetailView({ id, editable }: { id: string; editable: boolean }) {
  const { user } = useShell();
  return (
    <ResourceDetailView<Benefit, never>
      key={id}
      logic={detailLogic}
      id={id}
      workflow={null}
      title={(r) => (r ? `${r.plan_name}: ${r.contractor_name}` : 'Benefit')}
      back={{ href: PATH, label: '← Benefits' }}
      noun="benefit"
      editHref={editable ? (r) => `${PATH}/new?id=${r.id}` : undefined}
      sections={(r) => (
        <>
          <DetailSection id="fields" title="Enrollment">
            <FieldList
              layout="table"
              fields={[
                ['Contractor', r.contractor_name],
                ['Plan', r.plan_name],
                ['Kind', benefitKindLabels[r.plan_kind]],
                ['Carrier', r.carrier],
                ['Coverage', benefitCoverageLabels[r.coverage]],
                ['Status', <BenefitStatus key="status" status={r.status} />],
                ['Per pay period', costs(r)],
                ['Starts', formatDate(r.start_date)],
                ['Ends', orMissing(r.end_date && formatDate(r.end_date))],
              ]}
            />
          </DetailSection>
          {user && <DependentsSection contractorId={r.contractor_id} user={user} />}
        </>
      )}
    />
  );
}

export function BenefitFormView({ id }: { id?: string }) {
  const { user } = useShell();
  if (!user) return null;
  return (
    <ResourceFormView
      key={id ?? 'new'}
      apiPath={benefitsResource.apiPath}
      form={benefitsForm}
      user={user}
      id={id}
      title={id ? 'Edit enrollment' : 'Enroll a contractor'}
      cancelHref={id ? `${PATH}/${id}` : PATH}
      savedHref={(saved) => `${PATH}/${saved}`}
      submitLabel={id ? 'Save' : 'Enroll'}
    />
  );
}

/** The contractor's own enrollments on /contractor/benefits: read-only. */
export function OwnBenefits() {
  const own = useMemo(
    () =>
      columns
        .filter((c) => c.header !== 'Contractor')
        .map((c) => ({ ...c, sortKey: undefined, rowHeader: c.header === 'Plan' })),
    [],
  );
  return (
    <EmbeddedList<Benefit>
      logic={listLogic}
      query={{ sort: 'plan_name' }}
      columns={own}
      caption="Your benefits"
      empty="You are not enrolled in any benefits."
    />
  );
}
