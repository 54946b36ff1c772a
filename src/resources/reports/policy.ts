import { REPORT_KEYS, type ReportKey } from '../../domain/reports/keys';
import {
  canSensitive,
  isAdmin,
  isOwner,
  isPartner,
  type Subject,
} from '../../domain/policy/capabilities';

/** The reports a user was granted one by one (spec §3's `allowed_reports`); see `canGrantReports`. */
export type ReportSubject = Subject & { allowed_reports?: readonly string[] };

const runsReports = (u: Subject) => ['partner', 'eor', 'admin'].includes(u.user_type);

/**
 * Which reports a user may run and read: admins and the owners and admins of a partner or employer
 * of record every one; anyone else of those the reports they were granted (`allowed_reports`).
 * Clients, contractors and sales partners none.
 */
export function reportsOf(u: ReportSubject): ReportKey[] {
  if (!runsReports(u)) return [];
  if (isAdmin(u) || u.role === 'owner' || u.role === 'admin') return [...REPORT_KEYS];
  const granted = new Set(u.allowed_reports ?? []);
  return REPORT_KEYS.filter((k) => granted.has(k));
}

export const mayRunReport = (u: ReportSubject, key: string) =>
  (reportsOf(u) as readonly string[]).includes(key);

/**
 * Finance › Reports (spec §2: partner, eor and admin with sensitive access), and whoever was granted a
 * report; the page then offers only the reports `reportsOf` gives.
 */
export const canSeeReports = (u: ReportSubject) =>
  runsReports(u) && (canSensitive(u) || isAdmin(u) || reportsOf(u).length > 0);

/**
 * Who grants reports to users: admins (on the user's page) and a partner's owners, to their own
 * company's users (on the team member's page); the server keeps an owner to their tenant.
 */
export const canGrantReports = (u: Subject) => isAdmin(u) || (isPartner(u) && isOwner(u));
