/**
 * The words of the access and service logs, said once for the server that writes them and the
 * /logs page that filters by them. Plain arrays, no zod: list queries load with the first page.
 */
export const ACCESS_KINDS = [
  'sign_in',
  'sign_in_two_factor',
  'sign_in_passwordless',
  'sign_in_failed',
  'two_factor_challenge',
  'passwordless_request',
  'sign_out',
  'change',
  'api_key',
] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

export const ACCESS_KIND_LABEL: Record<AccessKind, string> = {
  sign_in: 'Signed in with password',
  sign_in_two_factor: 'Signed in with two-factor code',
  sign_in_passwordless: 'Signed in without password',
  sign_in_failed: 'Sign-in failed',
  two_factor_challenge: 'Two-factor code sent',
  passwordless_request: 'Passwordless code asked',
  sign_out: 'Signed out',
  change: 'Change',
  api_key: 'API key call',
};

export const SERVICE_JOBS = [
  'event_dispatcher',
  'event_chain',
  'event_verify',
  'log_retention',
  'pto_accrual',
  'notification_daily',
  'integration',
  'totals_compaction',
  'tenant_totals_compaction',
] as const;
export type ServiceJob = (typeof SERVICE_JOBS)[number];

export const SERVICE_JOB_LABEL: Record<ServiceJob, string> = {
  event_dispatcher: 'Event dispatcher',
  event_chain: 'Event chain',
  event_verify: 'Event log check',
  log_retention: 'Log retention',
  pto_accrual: 'PTO accrual',
  notification_daily: 'Daily notifications',
  integration: 'Integrations',
  totals_compaction: 'Timesheet totals',
  tenant_totals_compaction: 'Timesheet totals per tenant',
};

export const SERVICE_LEVELS = ['info', 'error'] as const;
export type ServiceLevel = (typeof SERVICE_LEVELS)[number];

/** How long rows are kept (docs/security.md "Access and service logs"): a year of access, 90 days of service. */
export const RETENTION_DAYS = { access: 365, service: 90 } as const;
