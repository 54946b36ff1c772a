import type { User } from '../contracts/user';
import { isAdminLike, type Subject } from './capabilities';

type Viewer = Subject & Partial<Pick<User, 'is_developer'>>;

/**
 * QA reads the charts at /developers/statecharts: admins and employers of record (who run the platform), and
 * any user flagged a developer (QA staff have that flag). The charts are the product's rules, not
 * tenant data, but they are internal documentation, not for customers.
 */
export const canReadStatecharts = (u: Viewer) => isAdminLike(u) || Boolean(u.is_developer);

/**
 * Auditors replay a record's events (who acted, from where, who else could have): the QA audience
 * above, and the owner and finance staff of a partner or employer of record, who answer for the
 * money those records move. The replay shows IPs and locations, so clients, contractors, sales
 * partners and the other roles never get it; the server still scopes every record to the tenant.
 */
export const canAuditWorkflows = (u: Viewer) =>
  canReadStatecharts(u) ||
  ((u.user_type === 'partner' || u.user_type === 'eor') &&
    (u.role === 'owner' || u.role === 'finance'));
