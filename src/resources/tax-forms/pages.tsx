import { resourceDetailLogic } from '../../app/actors/resource-detail';
import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { FieldList } from '../../app/components/kit/field-list';
import { DetailSection, ResourceDetailView } from '../../app/components/kit/resource-detail-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { SpaLink } from '../../app/components/nav/spa-link';
import { buttonClass, labelOf, text } from '../../app/features/onboarding-forms/answers';
import { formatDate } from '../../domain/format/format';
import {
  FILING_STATUSES,
  TAX_CLASSIFICATIONS,
  TAX_FORM_TITLES,
  taxFormOf,
} from '../../domain/onboarding/tax-forms';
import type { Subject } from '../../domain/policy/capabilities';
import { centsToAmount } from '../../domain/resources/money-input';
import { taxFormsResource, type TaxForm } from './contract';
import { taxFormsQuery, type TaxFormSearch } from './query';

const FORM_NAMES = { w4: 'W-4', w9: 'W-9' } as const;
const money = (v: unknown) => (typeof v === 'number' ? `$${centsToAmount(v)}` : '--');

const taxListLogic = resourceListLogic(taxFormsResource);
const taxColumns: Column<TaxForm>[] = [
  linkColumn(taxFormsResource, 'Form', (r) => FORM_NAMES[r.form_type], { sortKey: 'form_type' }),
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
      resource={taxFormsResource}
      logic={taxListLogic}
      search={search}
      exportable={exportable}
      columns={taxColumns}
      fields={{
        form_type: { label: 'Form', valueLabel: (v) => FORM_NAMES[v as 'w4' | 'w9'] ?? v },
      }}
      actions={
        own && (
          <SpaLink href={`/forms/new/${own}`} className={buttonClass}>
            {`Fill in your ${FORM_NAMES[own]}`}
          </SpaLink>
        )
      }
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
