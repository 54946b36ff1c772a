import { describe, expect, it } from 'vitest';
import { listWords, type ListResource, type ListWordsOf } from '../app/components/kit/list-words';
import {
  accountingAccountsResource,
  accountingDefaultConfigsResource,
  accountingMappingsResource,
} from './accounting/contract';
import { adjustmentsResource } from './adjustments/contract';
import { agreementsResource } from './agreements/contract';
import { apiKeysResource } from './api-keys/contract';
import { approvalsResource } from './approvals/contract';
import { assignmentsResource } from './assignments/contract';
import { benefitsResource } from './benefits/contract';
import { canadaPayrollResource } from './canada-payroll/contract';
import { clientsResource } from './clients/contract';
import { companyTaxesResource } from './company-taxes/contract';
import { contractorsResource } from './contractors/contract';
import { conversationsResource } from './conversations/contract';
import { corpToCorpsResource } from './corp-to-corps/contract';
import { departmentsResource } from './departments/contract';
import { distributionsResource } from './distributions/contract';
import { documentTemplatesResource } from './document-templates/contract';
import { documentsResource } from './documents/contract';
import { endClientsResource } from './end-clients/contract';
import { expensesResource } from './expenses/contract';
import { gsaRatesResource } from './gsa-rates/contract';
import { holidaysResource } from './holidays/contract';
import { i9FormsResource } from './i9-forms/contract';
import { invoicesResource } from './invoices/contract';
import { jobsResource } from './jobs/contract';
import { laborPostersResource } from './labor-posters/contract';
import { licensesResource } from './licenses/contract';
import { accessLogsResource, serviceLogsResource } from './logs/contract';
import { notesResource } from './notes/contract';
import { notificationsResource } from './notifications/contract';
import { onboardingStatusResource } from './onboarding-status/contract';
import { partnersResource } from './partners/contract';
import { paymentsResource } from './payments/contract';
import { payrollBankAccountsResource } from './payroll-bank-accounts/contract';
import {
  paycheckDeductionsResource,
  paychecksLiteResource,
  paychecksResource,
  payrollRunsResource,
  payrollSettingsResource,
} from './payroll-runs/contract';
import { projectCodesResource } from './project-codes/contract';
import { ptoAccrualsResource, ptoBalancesResource, ptoRulesResource } from './pto/contract';
import { purchaseOrdersResource } from './purchase-orders/contract';
import { ratesResource } from './rates/contract';
import { reportRunsResource } from './reports/contract';
import { reviewTypesResource, reviewsResource } from './reviews/contract';
import { salesPartnersResource } from './sales-partners/contract';
import { salesTaxesResource } from './sales-taxes/contract';
import { screeningsResource } from './screenings/contract';
import { taxFormsResource } from './tax-forms/contract';
import { timeOffRequestsResource } from './time-off-requests/contract';
import { timesheetsResource } from './timesheets/contract';
import {
  billsResource,
  transactionItemsResource,
  transactionsResource,
} from './transactions/contract';
import { teamResource, usersResource } from './users/contract';
import { workLocationsResource } from './work-locations/contract';
import { workerClassificationsResource } from './worker-classifications/contract';
import { workersCompCodesResource } from './workers-comp-codes/contract';

interface Shown {
  title: string;
  caption: string;
  noun: string;
  empty: string;
  path: string;
  /** The count's words for one and for two; absent where the page's summary says its own. */
  count?: readonly [string, string];
}

/**
 * Every list view's words as the page showed them when they were passed by hand (2026-11-27), save
 * the screenings' and timesheets' counts, which said `1 screenings` and `1 timesheets`. A changed
 * label or derivation that changes what a page shows fails here.
 */
const pages: { page: string; resource: ListResource; words?: ListWordsOf; shows: Shown }[] = [
  {
    page: 'accounting/pages.tsx',
    resource: accountingAccountsResource,
    shows: {
      title: 'Accounting Accounts',
      caption: 'The chart of accounts journal lines post to',
      noun: 'accounts',
      empty: 'No accounts match these filters.',
      path: '/accounting_accounts',
      count: ['1 account', '2 accounts'],
    },
  },
  {
    page: 'accounting/pages.tsx',
    resource: accountingMappingsResource,
    shows: {
      title: 'Accounting Mappings',
      caption:
        'Items posted to an account of their own; every other item posts to its default account',
      noun: 'mappings',
      empty: 'No mappings: every item posts to its default account.',
      path: '/accounting_mappings',
      count: ['1 mapping', '2 mappings'],
    },
  },
  {
    page: 'accounting/pages.tsx',
    resource: accountingDefaultConfigsResource,
    shows: {
      title: 'Accounting Configs',
      caption: 'Default accounts by employer',
      noun: 'configurations',
      empty: 'No default accounts yet: add them so the journal can post.',
      path: '/accounting_default_configs',
      count: ['1 employer', '2 employers'],
    },
  },
  {
    page: 'adjustments/pages.tsx',
    resource: adjustmentsResource,
    shows: {
      title: 'Adjustments',
      caption: 'Adjustments',
      noun: 'adjustments',
      empty: 'No adjustments match these filters.',
      path: '/adjustments',
      count: ['1 adjustment', '2 adjustments'],
    },
  },
  {
    page: 'agreements/pages.tsx',
    resource: agreementsResource,
    shows: {
      title: 'Agreements',
      caption: 'Signed agreements',
      noun: 'agreements',
      empty: 'No signed agreements match these filters.',
      path: '/agreements',
      count: ['1 signed agreement', '2 signed agreements'],
    },
  },
  {
    page: 'api-keys/pages.tsx',
    resource: apiKeysResource,
    shows: {
      title: 'Your keys',
      caption: 'Your API keys',
      noun: 'API keys',
      empty: 'No API keys match these filters.',
      path: '/developers',
      count: ['1 key', '2 keys'],
    },
  },
  {
    page: 'approvals/pages.tsx',
    resource: approvalsResource,
    shows: {
      title: 'Approvals',
      caption: 'Approvals',
      noun: 'approvals',
      empty: 'Nothing is waiting for a decision.',
      path: '/approvals',
    },
    // Its summary counts what waits, by kind, in words of its own.
  },
  {
    page: 'assignments/pages.tsx',
    resource: assignmentsResource,
    shows: {
      title: 'Assignments',
      caption: 'Assignments',
      noun: 'assignments',
      empty: 'No assignments match these filters.',
      path: '/assignments',
      count: ['1 assignment', '2 assignments'],
    },
  },
  {
    page: 'benefits/pages.tsx',
    resource: benefitsResource,
    shows: {
      title: 'Benefits',
      caption: 'Benefit enrollments',
      noun: 'benefits',
      empty: 'No enrollments match these filters.',
      path: '/benefits',
      count: ['1 enrollment', '2 enrollments'],
    },
  },
  {
    page: 'canada-payroll/pages.tsx',
    resource: canadaPayrollResource,
    shows: {
      title: 'Canada Payroll',
      caption: 'T4 workers',
      noun: 'T4 workers',
      empty: 'No T4 workers: place a worker on a canada_t4 job to see them here.',
      path: '/canada-payroll',
      count: ['1 T4 worker', '2 T4 workers'],
    },
  },
  {
    page: 'clients/pages.tsx',
    resource: clientsResource,
    shows: {
      title: 'Clients',
      caption: 'Clients',
      noun: 'clients',
      empty: 'No clients match these filters.',
      path: '/clients',
      count: ['1 client', '2 clients'],
    },
  },
  {
    page: 'company-taxes/pages.tsx',
    resource: companyTaxesResource,
    shows: {
      title: 'Company taxes',
      caption: 'Company taxes',
      noun: 'company taxes',
      empty: 'No company taxes match these filters.',
      path: '/company_taxes',
      count: ['1 tax registration', '2 tax registrations'],
    },
  },
  {
    page: 'contractors/pages.tsx',
    resource: contractorsResource,
    shows: {
      title: 'Contractors',
      caption: 'Contractors',
      noun: 'contractors',
      empty: 'No contractors match these filters.',
      path: '/contractors',
      count: ['1 contractor', '2 contractors'],
    },
  },
  {
    page: 'conversations/pages.tsx',
    resource: conversationsResource,
    shows: {
      title: 'Messages',
      caption: 'Conversations',
      noun: 'conversations',
      empty: 'No conversations yet.',
      path: '/messages',
      count: ['1 conversation', '2 conversations'],
    },
  },
  {
    page: 'corp-to-corps/pages.tsx',
    resource: corpToCorpsResource,
    shows: {
      title: 'Corp-to-corps',
      caption: 'Corp-to-corp vendors',
      noun: 'corp-to-corps',
      empty: 'No corp-to-corp vendors match these filters.',
      path: '/corp_to_corps',
      count: ['1 vendor', '2 vendors'],
    },
  },
  {
    page: 'departments/pages.tsx',
    resource: departmentsResource,
    shows: {
      title: 'Departments',
      caption: 'Departments',
      noun: 'departments',
      empty: 'No departments match these filters.',
      path: '/departments',
      count: ['1 department', '2 departments'],
    },
  },
  {
    page: 'document-templates/pages.tsx',
    resource: documentTemplatesResource,
    shows: {
      title: 'Document Templates',
      caption: 'Document templates',
      noun: 'document templates',
      empty: 'No document templates match these filters.',
      path: '/document_templates',
      count: ['1 template', '2 templates'],
    },
  },
  {
    page: 'end-clients/pages.tsx',
    resource: endClientsResource,
    shows: {
      title: 'End clients',
      caption: 'End clients',
      noun: 'end clients',
      empty: 'No end clients match these filters.',
      path: '/end_clients',
      count: ['1 end client', '2 end clients'],
    },
  },
  {
    page: 'expenses/pages.tsx',
    resource: expensesResource,
    shows: {
      title: 'Expenses',
      caption: 'Expenses',
      noun: 'expenses',
      empty: 'No expenses match these filters.',
      path: '/expenses',
      count: ['1 expense', '2 expenses'],
    },
  },
  {
    page: 'gsa-rates/pages.tsx',
    resource: gsaRatesResource,
    shows: {
      title: 'GSA Rates',
      caption: 'GSA Rates',
      noun: 'GSA rates',
      empty: 'No GSA rates match these filters.',
      path: '/gsa_rates',
      count: ['1 rate', '2 rates'],
    },
  },
  {
    page: 'holidays/pages.tsx',
    resource: holidaysResource,
    shows: {
      title: 'Holidays',
      caption: 'Holidays the employer added',
      noun: 'holidays',
      empty: 'No added holidays match these filters.',
      path: '/holidays',
      count: ['1 added holiday', '2 added holidays'],
    },
  },
  {
    page: 'i9-forms/pages.tsx',
    resource: i9FormsResource,
    shows: {
      title: 'I9 Forms',
      caption: 'I9 Forms',
      noun: 'I-9 forms',
      empty: 'No I-9 forms yet.',
      path: '/i9_forms',
      count: ['1 I-9 form', '2 I-9 forms'],
    },
  },
  {
    page: 'invoices/pages.tsx',
    resource: invoicesResource,
    shows: {
      title: 'Invoices',
      caption: 'Invoices',
      noun: 'invoices',
      empty: 'No invoices match these filters.',
      path: '/invoices',
      count: ['1 invoice', '2 invoices'],
    },
  },
  {
    page: 'jobs/pages.tsx',
    resource: jobsResource,
    shows: {
      title: 'Jobs',
      caption: 'Jobs',
      noun: 'jobs',
      empty: 'No jobs match these filters.',
      path: '/jobs',
      count: ['1 job', '2 jobs'],
    },
  },
  {
    page: 'labor-posters/pages.tsx',
    resource: laborPostersResource,
    shows: {
      title: 'Labor posters',
      caption: 'Labor posters',
      noun: 'labor posters',
      empty: 'No labor posters match these filters.',
      path: '/labor_posters',
      count: ['1 poster', '2 posters'],
    },
  },
  {
    page: 'licenses/pages.tsx',
    resource: licensesResource,
    shows: {
      title: 'Licenses',
      caption: "Workers' professional licenses",
      noun: 'licenses',
      empty: 'No licenses match these filters.',
      path: '/licenses',
      count: ['1 license', '2 licenses'],
    },
  },
  {
    page: 'logs/pages.tsx',
    resource: accessLogsResource,
    shows: {
      title: 'Access Logs',
      caption: 'Access logs',
      noun: 'access logs',
      empty: 'No access log entries match these filters.',
      path: '/logs?type=access',
      count: ['1 entry', '2 entries'],
    },
  },
  {
    page: 'logs/pages.tsx',
    resource: serviceLogsResource,
    shows: {
      title: 'Service Logs',
      caption: 'Service logs',
      noun: 'service logs',
      empty: 'No service log entries match these filters.',
      path: '/logs?type=service',
      count: ['1 entry', '2 entries'],
    },
  },
  {
    page: 'notes/pages.tsx',
    resource: notesResource,
    shows: {
      title: 'Notes',
      caption: 'Notes',
      noun: 'notes',
      empty: 'No notes match these filters.',
      path: '/notes',
      count: ['1 note', '2 notes'],
    },
  },
  {
    page: 'notifications/pages.tsx',
    resource: notificationsResource,
    shows: {
      title: 'Notifications',
      caption: 'Notifications',
      noun: 'notifications',
      empty: 'No notifications match these filters.',
      path: '/notifications',
      count: ['1 notification', '2 notifications'],
    },
  },
  {
    page: 'onboarding-status/pages.tsx',
    resource: onboardingStatusResource,
    shows: {
      title: 'Onboarding',
      caption: 'Users with onboarding steps left',
      noun: 'users',
      empty: 'No one has onboarding steps left with these filters.',
      path: '/onboarding',
      count: ['1 user onboarding', '2 users onboarding'],
    },
  },
  {
    page: 'partners/pages.tsx',
    resource: partnersResource,
    shows: {
      title: 'Partners',
      caption: 'Partners',
      noun: 'partners',
      empty: 'No partners match these filters.',
      path: '/partners',
      count: ['1 partner', '2 partners'],
    },
  },
  {
    page: 'payments/pages.tsx',
    resource: paymentsResource,
    shows: {
      title: 'Payments',
      caption: 'Payments',
      noun: 'payments',
      empty: 'No payments match these filters.',
      path: '/payments',
      count: ['1 payment', '2 payments'],
    },
  },
  {
    page: 'payroll-bank-accounts/pages.tsx',
    resource: payrollBankAccountsResource,
    shows: {
      title: 'Payroll bank accounts',
      caption: 'Payroll bank accounts',
      noun: 'payroll bank accounts',
      empty: 'No payroll bank accounts match these filters.',
      path: '/payroll_bank_accounts',
      count: ['1 account', '2 accounts'],
    },
  },
  {
    page: 'payroll-runs/pages.tsx',
    resource: payrollRunsResource,
    shows: {
      title: 'Payroll Runs',
      caption: 'Payroll runs',
      noun: 'payroll runs',
      empty: 'No payroll runs match these filters.',
      path: '/payroll_runs',
      count: ['1 run', '2 runs'],
    },
  },
  {
    page: 'payroll-runs/settings.tsx',
    resource: payrollSettingsResource,
    shows: {
      title: 'Payroll Settings',
      caption: 'Payroll settings',
      noun: 'payroll settings',
      empty: 'No payroll settings yet: add them to run payroll.',
      path: '/payroll_settings',
      count: ['1 partner', '2 partners'],
    },
  },
  {
    page: 'payroll-runs/settings.tsx',
    resource: paycheckDeductionsResource,
    shows: {
      title: 'Paycheck Deductions',
      caption: 'Paycheck deductions',
      noun: 'paycheck deductions',
      empty: 'No paycheck deductions match these filters.',
      path: '/paycheck_deductions',
      count: ['1 deduction', '2 deductions'],
    },
  },
  {
    page: 'project-codes/pages.tsx',
    resource: projectCodesResource,
    shows: {
      title: 'Project Codes',
      caption: 'Project codes',
      noun: 'project codes',
      empty: 'No project codes match these filters.',
      path: '/project_codes',
      count: ['1 project code', '2 project codes'],
    },
  },
  {
    page: 'pto/accruals.tsx',
    resource: ptoAccrualsResource,
    shows: {
      title: 'PTO accruals',
      caption: 'PTO accrued per pay period, in hours',
      noun: 'PTO accruals',
      empty: 'No PTO accrued yet: hours accrue at the end of each pay period.',
      path: '/pto_accruals',
      count: ['1 accrual', '2 accruals'],
    },
  },
  {
    page: 'pto/balances.tsx',
    resource: ptoBalancesResource,
    shows: {
      title: 'PTO',
      caption: 'PTO balances in hours',
      noun: 'PTO balances',
      empty: 'No PTO balances yet: hours accrue at the end of each pay period.',
      path: '/pto_rules_accruals',
      count: ['1 balance', '2 balances'],
    },
  },
  {
    page: 'pto/pages.tsx',
    resource: ptoRulesResource,
    shows: {
      title: 'PTO rules',
      caption: 'PTO rules',
      noun: 'PTO rules',
      empty: 'No PTO rules match these filters.',
      path: '/pto_rules',
      count: ['1 PTO rule', '2 PTO rules'],
    },
  },
  {
    page: 'purchase-orders/pages.tsx',
    resource: purchaseOrdersResource,
    shows: {
      title: 'Purchase Orders',
      caption: 'Purchase orders',
      noun: 'purchase orders',
      empty: 'No purchase orders match these filters.',
      path: '/purchase_orders',
      count: ['1 purchase order', '2 purchase orders'],
    },
  },
  {
    page: 'rates/pages.tsx',
    resource: ratesResource,
    shows: {
      title: 'Rates',
      caption: 'Pay and bill rates of each assignment, per hour',
      noun: 'rates',
      empty: 'No assignments match these filters.',
      path: '/rates',
      count: ['1 assignment', '2 assignments'],
    },
  },
  {
    page: 'reports/pages.tsx',
    resource: reportRunsResource,
    shows: {
      title: 'Reports',
      caption: 'Report runs',
      noun: 'report runs',
      empty: 'No reports have been run yet.',
      path: '/reports',
      count: ['1 run', '2 runs'],
    },
  },
  {
    page: 'reviews/pages.tsx',
    resource: reviewsResource,
    shows: {
      title: 'Reviews',
      caption: 'Reviews',
      noun: 'reviews',
      empty: 'No reviews match these filters.',
      path: '/reviews',
      count: ['1 review', '2 reviews'],
    },
  },
  {
    page: 'reviews/review-types.tsx',
    resource: reviewTypesResource,
    shows: {
      title: 'Review types',
      caption: 'Review types',
      noun: 'review types',
      empty: 'No review types match these filters.',
      path: '/review_types',
      count: ['1 review type', '2 review types'],
    },
  },
  {
    page: 'sales-partners/pages.tsx',
    resource: salesPartnersResource,
    shows: {
      title: 'Sales Partners',
      caption: 'Sales Partners',
      noun: 'sales partners',
      empty: 'No sales partners match these filters.',
      path: '/sales_partners',
      count: ['1 sales partner', '2 sales partners'],
    },
  },
  {
    page: 'sales-taxes/pages.tsx',
    resource: salesTaxesResource,
    shows: {
      title: 'Sales Taxes',
      caption: 'Sales taxes',
      noun: 'sales taxes',
      empty: 'No sales taxes match these filters.',
      path: '/sales_taxes',
      count: ['1 state', '2 states'],
    },
  },
  {
    page: 'screenings/pages.tsx',
    resource: screeningsResource,
    shows: {
      title: 'Screenings',
      caption: 'Screenings',
      noun: 'screenings',
      empty: 'No screenings match these filters.',
      path: '/screenings',
      count: ['1 screening', '2 screenings'],
    },
  },
  {
    page: 'tax-forms/pages.tsx',
    resource: taxFormsResource,
    shows: {
      title: 'Forms',
      caption: 'Tax forms',
      noun: 'forms',
      empty: 'No tax forms yet.',
      path: '/forms',
      count: ['1 form', '2 forms'],
    },
  },
  {
    page: 'time-off-requests/pages.tsx',
    resource: timeOffRequestsResource,
    shows: {
      title: 'Time Off Requests',
      caption: 'Time off requests',
      noun: 'time off requests',
      empty: 'No time off requests match these filters.',
      path: '/time_off_requests',
      count: ['1 request', '2 requests'],
    },
  },
  {
    page: 'timesheets/list-view.tsx',
    resource: timesheetsResource,
    shows: {
      title: 'Timesheets',
      caption: 'Timesheets',
      noun: 'timesheets',
      empty: 'No timesheets match these filters.',
      path: '/timesheets',
      count: ['1 timesheet', '2 timesheets'],
    },
  },
  {
    page: 'transactions/pages.tsx',
    resource: transactionsResource,
    shows: {
      title: 'Transactions',
      caption: 'Transactions',
      noun: 'transactions',
      empty: 'No transactions match these filters.',
      path: '/transactions',
      count: ['1 transaction', '2 transactions'],
    },
  },
  {
    page: 'transactions/pages.tsx',
    resource: billsResource,
    shows: {
      title: 'Bills',
      caption: 'Bills: what the agency owes',
      noun: 'bills',
      empty: 'No bills match these filters.',
      path: '/bills',
      count: ['1 bill', '2 bills'],
    },
  },
  {
    page: 'transactions/pages.tsx',
    resource: transactionItemsResource,
    shows: {
      title: 'Transaction Items',
      caption: 'Transaction items',
      noun: 'transaction items',
      empty: 'No transaction items match these filters.',
      path: '/transaction_items',
      count: ['1 item', '2 items'],
    },
  },
  {
    page: 'work-locations/pages.tsx',
    resource: workLocationsResource,
    shows: {
      title: 'Work Locations',
      caption: 'Work locations',
      noun: 'work locations',
      empty: 'No work locations match these filters.',
      path: '/work_locations',
      count: ['1 work location', '2 work locations'],
    },
  },
  {
    page: 'worker-classifications/pages.tsx',
    resource: workerClassificationsResource,
    shows: {
      title: 'Worker Classifications',
      caption: 'Worker classification decisions',
      noun: 'worker classifications',
      empty: 'No worker classifications match these filters.',
      path: '/worker_classifications',
      count: ['1 decision', '2 decisions'],
    },
  },
  {
    page: 'workers-comp-codes/pages.tsx',
    resource: workersCompCodesResource,
    shows: {
      title: 'Workers comp codes',
      caption: 'Workers comp codes',
      noun: 'workers comp codes',
      empty: 'No workers comp codes match these filters.',
      path: '/workers_comp_codes',
      count: ['1 code', '2 codes'],
    },
  },

  {
    page: 'distributions (workflowPages)',
    resource: distributionsResource,
    shows: {
      title: 'Distributions',
      caption: 'Distributions',
      noun: 'distributions',
      empty: 'No distributions match these filters.',
      path: '/distributions',
      count: ['1 distribution', '2 distributions'],
    },
  },
  {
    page: 'documents/pages.tsx: /contractor_documents',
    resource: documentsResource,
    words: {
      title: 'Contractor Documents',
      caption: 'Contractor Documents',
      path: '/contractor_documents',
    },
    shows: {
      title: 'Contractor Documents',
      caption: 'Contractor Documents',
      noun: 'documents',
      empty: 'No documents match these filters.',
      path: '/contractor_documents',
      count: ['1 document', '2 documents'],
    },
  },
  {
    page: 'documents/pages.tsx: /verifications',
    resource: documentsResource,
    words: {
      title: 'Verifications',
      caption: 'Verifications',
      path: '/verifications',
      empty: 'No documents wait for verification.',
    },
    shows: {
      title: 'Verifications',
      caption: 'Verifications',
      noun: 'documents',
      empty: 'No documents wait for verification.',
      path: '/verifications',
      count: ['1 document', '2 documents'],
    },
  },
  {
    page: 'payroll-runs/paychecks.tsx',
    resource: paychecksResource,
    shows: {
      title: 'Paychecks',
      caption: 'Paychecks',
      noun: 'paychecks',
      empty: 'No paychecks match these filters.',
      path: '/paychecks',
      count: ['1 paycheck', '2 paychecks'],
    },
  },
  {
    page: 'payroll-runs/paychecks.tsx: lite',
    resource: paychecksLiteResource,
    shows: {
      title: 'Paychecks',
      caption: 'Paychecks',
      noun: 'paychecks',
      empty: 'No paychecks match these filters.',
      path: '/paychecks_lite',
      count: ['1 paycheck', '2 paychecks'],
    },
  },
  {
    page: 'users/pages.tsx: /admin/users',
    resource: usersResource,
    shows: {
      title: 'Users',
      caption: 'Users',
      noun: 'users',
      empty: 'No users match these filters.',
      path: '/admin/users',
      count: ['1 user', '2 users'],
    },
  },
  {
    page: 'users/pages.tsx: /team',
    resource: teamResource,
    shows: {
      title: 'Team',
      caption: 'Team',
      noun: 'users',
      empty: 'No users match these filters.',
      path: '/team',
      count: ['1 user', '2 users'],
    },
  },
  {
    page: 'partners/pages.tsx: /referral_partners',
    resource: partnersResource,
    words: { title: 'Referral Partners', caption: 'Referral Partners', path: '/referral_partners' },
    shows: {
      title: 'Referral Partners',
      caption: 'Referral Partners',
      noun: 'partners',
      empty: 'No partners match these filters.',
      path: '/referral_partners',
      count: ['1 partner', '2 partners'],
    },
  },
  {
    page: 'timesheets/list-view.tsx: /contractor/timesheets',
    resource: timesheetsResource,
    words: { path: '/contractor/timesheets' },
    shows: {
      title: 'Timesheets',
      caption: 'Timesheets',
      noun: 'timesheets',
      empty: 'No timesheets match these filters.',
      path: '/contractor/timesheets',
      count: ['1 timesheet', '2 timesheets'],
    },
  },
  {
    page: 'screenings/pages.tsx: /training',
    resource: screeningsResource,
    words: { title: 'Training' },
    shows: {
      title: 'Training',
      caption: 'Screenings',
      noun: 'screenings',
      empty: 'No screenings match these filters.',
      path: '/screenings',
      count: ['1 screening', '2 screenings'],
    },
  },
  {
    page: 'onboarding-status/pages.tsx: /admin/assignments',
    resource: onboardingStatusResource,
    words: { path: '/admin/assignments' },
    shows: {
      title: 'Onboarding',
      caption: 'Users with onboarding steps left',
      noun: 'users',
      empty: 'No one has onboarding steps left with these filters.',
      path: '/admin/assignments',
      count: ['1 user onboarding', '2 users onboarding'],
    },
  },
  {
    page: 'conversations/pages.tsx: about a record',
    resource: conversationsResource,
    words: { empty: 'No conversation about this invoice yet.' },
    shows: {
      title: 'Messages',
      caption: 'Conversations',
      noun: 'conversations',
      empty: 'No conversation about this invoice yet.',
      path: '/messages',
      count: ['1 conversation', '2 conversations'],
    },
  },
];

describe('listWords of every list view', () => {
  it.each(pages)('$page', ({ resource, words, shows }) => {
    const w = listWords(resource, words);
    expect({
      title: w.title,
      caption: w.caption,
      noun: w.noun,
      empty: w.empty,
      path: w.path,
    }).toEqual({
      title: shows.title,
      caption: shows.caption,
      noun: shows.noun,
      empty: shows.empty,
      path: shows.path,
    });
    if (shows.count) expect([w.count(1), w.count(2)]).toEqual(shows.count);
  });
});
