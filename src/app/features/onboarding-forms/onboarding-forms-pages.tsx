import type { TaxForm } from '../../../domain/contracts/tax-forms';
import { formatDate } from '../../../domain/format/format';
import {
  FILING_STATUSES,
  TAX_CLASSIFICATIONS,
  TAX_FORM_TITLES,
  taxFormOf,
} from '../../../domain/onboarding/tax-forms';
import type { Subject } from '../../../domain/policy/capabilities';
import { centsToAmount } from '../../../domain/resources/money-input';
import { taxFormsResource } from '../../../domain/resources/tax-forms';
import { taxFormsQuery, type TaxFormSearch } from '../../../domain/resources/tax-forms-query';
import { resourceDetailLogic } from '../../actors/resource-detail';
import { resourceListLogic } from '../../actors/resource-list';
import type { Column } from '../../components/kit/data-table';
import { FieldList } from '../../components/kit/field-list';
import { DetailSection, ResourceDetailView } from '../../components/kit/resource-detail-view';
import { ResourceListView } from '../../components/kit/resource-list-view';
import { SpaLink } from '../../components/nav/spa-link';

export const linkClass = 'text-brand underline';
export const buttonClass = 'rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white';
const FORM_NAMES = { w4: 'W-4', w9: 'W-9' } as const;
export const labelOf = (options: readonly { value: string; label: string }[], v: unknown) =>
  options.find((o) => o.value === v)?.label ?? '--';
const money = (v: unknown) => (typeof v === 'number' ? `$${centsToAmount(v)}` : '--');
export const text = (v: unknown) => (typeof v === 'string' && v ? v : '--');

const taxListLogic = resourceListLogic(taxFormsResource);
const taxColumns: Column<TaxForm>[] = [
  {
    header: 'Form',
    sortKey: 'form_type',
    rowHeader: true,
    cell: (r) => (
      <SpaLink href={`/forms/${r.id}`} className={linkClass}>
        {FORM_NAMES[r.form_type]}
      </SpaLink>
    ),
  },
  { header: 'Worker', cell: (r) => r.worker_name },
  { header: 'Taxpayer number', cell: (r) => r.tin_masked ?? '--' },
  { header: 'Signed', sortKey: 'signed_at', cell: (r) => formatDate(r.signed_at) },
];

/** /forms: the caller's tax forms (a worker's own; staff their workers'), and the worker's form to sign. */
export function TaxFormListView({
  search,
  exportable,
  user,
}: {
  search: TaxFormSearch;
  exportable: boolean;
  user: Subject;
}) {
  const own = taxFormOf(user);
  return (
    <ResourceListView<TaxForm, typeof taxFormsQuery>
      logic={taxListLogic}
      search={search}
      exportable={exportable}
      title="Forms"
      path="/forms"
      descriptor={taxFormsQuery}
      columns={taxColumns}
      caption="Tax forms"
      noun="forms"
      fields={{
        form_type: { label: 'Form', valueLabel: (v) => FORM_NAMES[v as 'w4' | 'w9'] ?? v },
      }}
      empty="No tax forms yet."
      actions={
        own && (
          <SpaLink href={`/forms/new/${own}`} className={buttonClass}>
            {`Fill in your ${FORM_NAMES[own]}`}
          </SpaLink>
        )
      }
      summary={(p) => `${p.meta.total} ${p.meta.total === 1 ? 'form' : 'forms'}`}
    />
  );
}

const taxDetailLogic = resourceDetailLogic(taxFormsResource);

export function TaxFormDetailView({ id }: { id: string }) {
  return (
    <ResourceDetailView<TaxForm, never>
      key={id}
      logic={taxDetailLogic}
      id={id}
      workflow={null}
      title={(r) => (r ? `${TAX_FORM_TITLES[r.form_type]}: ${r.worker_name}` : 'Tax form')}
      back={{ href: '/forms', label: '← Forms' }}
      noun="form"
      sections={(r) => (
        <DetailSection id="fields" title="Answers">
          <FieldList
            layout="table"
            fields={
              r.form_type === 'w4'
                ? [
                    ['Name', `${text(r.first_name)} ${text(r.last_name)}`],
                    ['Social security number', r.tin_masked ?? '--'],
                    ['Filing status', labelOf(FILING_STATUSES, r.filing_status)],
                    ['Multiple jobs or spouse works', r.multiple_jobs ? 'Yes' : 'No'],
                    ['Dependents and other credits', money(r.dependents_amount_cents)],
                    ['Other income', money(r.other_income_cents)],
                    ['Deductions', money(r.deductions_cents)],
                    ['Extra withholding', money(r.extra_withholding_cents)],
                    ['Signed by', r.signature_name],
                    ['Signed', formatDate(r.signed_at)],
                  ]
                : [
                    ['Name', text(r.name)],
                    ['Business name', text(r.business_name)],
                    [
                      'Federal tax classification',
                      labelOf(TAX_CLASSIFICATIONS, r.tax_classification),
                    ],
                    ['Taxpayer identification number', r.tin_masked ?? '--'],
                    ['Signed by', r.signature_name],
                    ['Signed', formatDate(r.signed_at)],
                  ]
            }
          />
        </DetailSection>
      )}
    />
  );
}
