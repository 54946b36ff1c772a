import { RecordLink } from '../../app/components/kit/item-fields';
import { workflowPages } from '../../app/components/kit/workflow-pages';
import { distributionStatusWorkflow as wf } from './chart';
import { type Distribution, distributionsResource } from './contract';

/** A commission, or the entry reversing one, linked to it. */
const entry = (r: Distribution) =>
  r.reverses_id ? (
    <RecordLink path="/distributions" id={r.reverses_id}>
      {`Reverses the commission of payment ${r.round}`}
    </RecordLink>
  ) : (
    `Commission of payment ${r.round}`
  );

/**
 * /distributions: commissions of sales partners on paid invoices, in the caller's scope; one
 * distribution: its fields, the actions its chart offers this user (and why not the others), its history.
 */
export const { List: DistributionListPage, Detail: DistributionDetailPage } = workflowPages({
  resource: distributionsResource,
  workflow: wf,
  title: (d) => `Commission on ${d.invoice_label}`,
  columns: {
    created_at: 'Date',
    invoice_label: 'Invoice',
    client_name: 'Client',
    partner_name: 'Partner',
    sales_partner_name: 'Sales partner',
    margin_cents: 'Margin',
    rate_bps: 'Rate',
    amount_cents: 'Commission',
    status: 'Status',
  },
  fields: {
    status: 'Status',
    entry: { label: 'Entry', cell: entry },
    invoice_label: 'Invoice',
    client_name: 'Client',
    partner_name: 'Partner',
    sales_partner_name: 'Sales partner',
    bill_cents: 'Bill',
    pay_cents: 'Pay',
    margin_cents: 'Margin',
    rate_bps: 'Rate',
    amount_cents: 'Commission',
    paid_at: 'Paid',
  },
});
