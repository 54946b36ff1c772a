import type { ResourceServerPart } from '../server/kit/resource-part';
import { adjustmentsPart } from './adjustments/server';
import { departmentsPart } from './departments/server';
import { distributionsPart } from './distributions/server';
import { expensesPart } from './expenses/server';
import { identityVerificationsPart } from './identity-verifications/server';
import { reviewsPart } from './reviews/server';
import { timeOffRequestsPart } from './time-off-requests/server';
import { projectCodesPart } from './project-codes/server';
import { purchaseOrdersPart } from './purchase-orders/server';
import { holidaysPart } from './holidays/server';
import { gsaRatesPart } from './gsa-rates/server';
import { workersCompCodesPart } from './workers-comp-codes/server';
import { workLocationsPart } from './work-locations/server';
import { benefitsPart } from './benefits/server';
import { licensesPart } from './licenses/server';
import { workerClassificationsPart } from './worker-classifications/server';
import { corpToCorpsPart } from './corp-to-corps/server';
import { endClientsPart } from './end-clients/server';
import { companyTaxesPart } from './company-taxes/server';
import { laborPostersPart } from './labor-posters/server';
import { platformPagesPart } from './platform-pages/server';
import { documentTemplatesPart } from './document-templates/server';
import { payrollBankAccountsPart } from './payroll-bank-accounts/server';
import { apiKeysPart } from './api-keys/server';
import { accountingPart } from './accounting/server';
import { salesPartnersPart } from './sales-partners/server';
import { assignmentsPart } from './assignments/server';
import { documentsPart } from './documents/server';
import { invoicesPart } from './invoices/server';
import { paymentsPart } from './payments/server';
import { agreementsPart } from './agreements/server';
import { screeningsPart } from './screenings/server';
import { notesPart } from './notes/server';
import { conversationsPart } from './conversations/server';
import { clientsPart } from './clients/server';
import { contractorsPart } from './contractors/server';
import { partnersPart } from './partners/server';
import { usersPart } from './users/server';
import { timesheetUploadsPart } from './timesheet-uploads/server';
import { timesheetsPart } from './timesheets/server';
import { easyApprovePart } from './easy-approve/server';
import { approvalsPart } from './approvals/server';
import { bankMethodsPart } from './bank-methods/server';
import { salesTaxesPart } from './sales-taxes/server';
import { transactionsPart } from './transactions/server';
import { ratesPart } from './rates/server';
import { canadaPayrollPart } from './canada-payroll/server';
import { payrollRunsPart } from './payroll-runs/server';
import { taxFormsPart } from './tax-forms/server';
import { notificationsPart } from './notifications/server';
import { reportsPart } from './reports/server';
import { ptoPart } from './pto/server';
import { onboardingStatusPart } from './onboarding-status/server';
import { i9FormsPart } from './i9-forms/server';
import { onboardingPart } from './onboarding/server';
import { preferencesPart } from './preferences/server';
import { integrationsPart } from './integrations/server';
import { brandingPart } from './branding/server';
import { jobsPart } from './jobs/server';
import { logsPart } from './logs/server';

/** Every resource folder's server part: `app.ts` registers the routes, `subscribers.ts` lists the subscribers. */
export const resourceServers: Readonly<Record<string, ResourceServerPart>> = {
  adjustments: adjustmentsPart,
  departments: departmentsPart,
  distributions: distributionsPart,
  expenses: expensesPart,
  'identity-verifications': identityVerificationsPart,
  reviews: reviewsPart,
  'time-off-requests': timeOffRequestsPart,
  'project-codes': projectCodesPart,
  'purchase-orders': purchaseOrdersPart,
  holidays: holidaysPart,
  'gsa-rates': gsaRatesPart,
  'workers-comp-codes': workersCompCodesPart,
  'work-locations': workLocationsPart,
  benefits: benefitsPart,
  licenses: licensesPart,
  'worker-classifications': workerClassificationsPart,
  'corp-to-corps': corpToCorpsPart,
  'end-clients': endClientsPart,
  'company-taxes': companyTaxesPart,
  'labor-posters': laborPostersPart,
  'platform-pages': platformPagesPart,
  'document-templates': documentTemplatesPart,
  'payroll-bank-accounts': payrollBankAccountsPart,
  'api-keys': apiKeysPart,
  accounting: accountingPart,
  'sales-partners': salesPartnersPart,
  assignments: assignmentsPart,
  documents: documentsPart,
  invoices: invoicesPart,
  payments: paymentsPart,
  agreements: agreementsPart,
  screenings: screeningsPart,
  notes: notesPart,
  conversations: conversationsPart,
  clients: clientsPart,
  contractors: contractorsPart,
  partners: partnersPart,
  users: usersPart,
  'timesheet-uploads': timesheetUploadsPart,
  timesheets: timesheetsPart,
  'easy-approve': easyApprovePart,
  approvals: approvalsPart,
  'bank-methods': bankMethodsPart,
  'sales-taxes': salesTaxesPart,
  transactions: transactionsPart,
  rates: ratesPart,
  'canada-payroll': canadaPayrollPart,
  'payroll-runs': payrollRunsPart,
  'tax-forms': taxFormsPart,
  notifications: notificationsPart,
  reports: reportsPart,
  pto: ptoPart,
  'onboarding-status': onboardingStatusPart,
  'i9-forms': i9FormsPart,
  onboarding: onboardingPart,
  preferences: preferencesPart,
  integrations: integrationsPart,
  branding: brandingPart,
  jobs: jobsPart,
  logs: logsPart,
};
