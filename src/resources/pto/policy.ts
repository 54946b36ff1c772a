import {
  canDecideTimesheets,
  canSensitive,
  isAdmin,
  isClient,
  isContractor,
  isPartner,
  type Subject,
} from '../../domain/policy/capabilities';

/**
 * PTO rules are a partner's employment terms: kept by admins and by the partner's owners, admins,
 * managers and finance (spec §6 canSensitive, the roles that see pay). Rules, balances and requests
 * belong to a partner, so clients, EORs and sales partners have none (their scope holds no rows).
 */
export const canKeepPtoRules = (u: Subject) => isAdmin(u) || (isPartner(u) && canSensitive(u));

/**
 * Deciders of time off are those who decide the worker's timesheets (spec §6), without clients (a
 * client sees the absence in the hours, the leave itself is the employer's), plus the partner staff
 * who keep the PTO rules: a staffing partner that leaves timesheet approval to its clients still
 * grants its own workers' leave.
 */
export const canDecideTimeOff = (u: Subject) =>
  (canDecideTimesheets(u) && !isClient(u)) || canKeepPtoRules(u);

/** A contractor requests its own time off; deciders may enter a request for a worker of theirs. */
export const canRequestTimeOff = (u: Subject) => isContractor(u) || canDecideTimeOff(u);

/** /pto_rules_accruals ("PTO") and /time_off_requests: the contractor its own, partner deciders theirs, admins all. */
export const canSeeTimeOff = canRequestTimeOff;

/** Requests awaiting this user in /approvals: requested ones, for those who decide them. */
export const timeOffAwaiting = (u: Subject): { status: 'requested' } | null =>
  canDecideTimeOff(u) ? { status: 'requested' } : null;
