import { adjustments } from './adjustments/manifest';
import { departments } from './departments/manifest';
import { distributionStatusWorkflow } from './distributions/chart';
import { expenses } from './expenses/manifest';
import { identityVerifications } from './identity-verifications/manifest';
import { reviews } from './reviews/manifest';
import { timeOffRequests } from './time-off-requests/manifest';
import { projectCodes } from './project-codes/manifest';
import { purchaseOrders } from './purchase-orders/manifest';
import { holidays } from './holidays/manifest';
import { gsaRates } from './gsa-rates/manifest';
import { workersCompCodes } from './workers-comp-codes/manifest';
import { workLocations } from './work-locations/manifest';
import { benefits } from './benefits/manifest';
import { licenses } from './licenses/manifest';
import { workerClassifications } from './worker-classifications/manifest';
import { corpToCorps } from './corp-to-corps/manifest';
import { endClients } from './end-clients/manifest';
import { companyTaxes } from './company-taxes/manifest';
import { laborPosters } from './labor-posters/manifest';
import { platformPages } from './platform-pages/manifest';
import { documentTemplates } from './document-templates/manifest';
import { payrollBankAccounts } from './payroll-bank-accounts/manifest';
import { apiKeys } from './api-keys/manifest';
import { accounting } from './accounting/manifest';
import { salesPartners } from './sales-partners/manifest';
import { assignments } from './assignments/manifest';
import { documents } from './documents/manifest';
import { invoices } from './invoices/manifest';
import { payments } from './payments/manifest';
import { agreements } from './agreements/manifest';
import { screenings } from './screenings/manifest';
import { notes } from './notes/manifest';
import { conversations } from './conversations/manifest';
import { clients } from './clients/manifest';
import { contractors } from './contractors/manifest';
import { partners } from './partners/manifest';
import { users } from './users/manifest';
import { timesheetUploads } from './timesheet-uploads/manifest';
import { timesheets } from './timesheets/manifest';
import { easyApprove } from './easy-approve/manifest';
import { approvals } from './approvals/manifest';
import { bankMethods } from './bank-methods/manifest';
import { salesTaxes } from './sales-taxes/manifest';
import { transactions } from './transactions/manifest';
import { rates } from './rates/manifest';
import { canadaPayroll } from './canada-payroll/manifest';
import { payrollRuns } from './payroll-runs/manifest';
import { taxForms } from './tax-forms/manifest';
import { notifications } from './notifications/manifest';
import { reports } from './reports/manifest';
import { pto } from './pto/manifest';
import { onboardingStatus } from './onboarding-status/manifest';
import { i9Forms } from './i9-forms/manifest';
import { onboarding } from './onboarding/manifest';
import { preferences } from './preferences/manifest';
import { integrations } from './integrations/manifest';
import { branding } from './branding/manifest';
import { jobs } from './jobs/manifest';
import { logs } from './logs/manifest';

/**
 * Every resource folder, once, as browser and server both read it (its charts). The server reads
 * `server.ts` and the schema `tables.ts` beside this file; `index.test.ts` holds the three to the
 * folders, and `npm run new:resource` writes a new folder's line in each.
 */
export const resources = [
  adjustments,
  departments,
  distributionStatusWorkflow.manifest,
  expenses,
  identityVerifications,
  projectCodes,
  purchaseOrders,
  holidays,
  gsaRates,
  workersCompCodes,
  workLocations,
  reviews,
  timeOffRequests,
  benefits,
  licenses,
  workerClassifications,
  corpToCorps,
  endClients,
  companyTaxes,
  laborPosters,
  platformPages,
  documentTemplates,
  payrollBankAccounts,
  apiKeys,
  accounting,
  salesPartners,
  assignments,
  documents,
  invoices,
  payments,
  agreements,
  screenings,
  notes,
  conversations,
  clients,
  contractors,
  partners,
  users,
  timesheetUploads,
  timesheets,
  easyApprove,
  approvals,
  bankMethods,
  salesTaxes,
  transactions,
  rates,
  canadaPayroll,
  payrollRuns,
  taxForms,
  notifications,
  reports,
  pto,
  onboardingStatus,
  i9Forms,
  onboarding,
  preferences,
  integrations,
  branding,
  jobs,
  logs,
] as const;
