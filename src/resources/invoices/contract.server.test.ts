import { resourceContract } from '../../../tests/kit/resource-contract';
import { workflowContract } from '../../../tests/kit/workflow-contract';
import { type InvoiceDetailResponse, invoiceRunsResource, invoicesResource } from './contract';
import { invoiceServer } from './workflow.server';

// Invoices need bill visibility (canSeeBill), which no recruiter_sourcer has.
resourceContract(invoicesResource, {
  itemOf: (d) => (d as InvoiceDetailResponse).invoice,
  perPage: 2,
  sourcer: null,
});
resourceContract(invoiceRunsResource, { perPage: 2, sourcer: null });
workflowContract(invoiceServer);
