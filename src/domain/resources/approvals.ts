import { ApprovalItem, ApprovalList } from '../contracts/approvals';
import { defineResource } from './define';
import { approvalsQuery } from './approvals-query';
import { centsToAmount } from './money-input';

/** The approvals queue (spec §6 canSeeApprovals): every kind of record awaiting a decision, in one list. */
export const approvalsResource = defineResource({
  name: 'approvals',
  apiPath: '/approvals',
  specPaths: ['/approvals'],
  labels: { singular: 'Approval', plural: 'Approvals' },
  item: ApprovalItem,
  page: ApprovalList,
  query: approvalsQuery,
  csv: [
    { header: 'kind', value: (r) => r.kind },
    { header: 'id', value: (r) => r.id },
    { header: 'date', value: (r) => r.date },
    { header: 'contractor', value: (r) => r.contractor_name },
    { header: 'client', value: (r) => r.client_name },
    { header: 'subject', value: (r) => r.subject },
    { header: 'status', value: (r) => r.status },
    {
      header: 'amount',
      value: (r) => (r.amount_cents === null ? null : centsToAmount(r.amount_cents)),
    },
    {
      header: 'hours',
      value: (r) => (r.hours_hundredths === null ? null : centsToAmount(r.hours_hundredths)),
    },
    { header: 'waiting_since', value: (r) => r.waiting_since },
  ],
  actions: {},
});
