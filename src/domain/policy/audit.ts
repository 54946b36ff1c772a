import { isAdmin, type Subject } from './capabilities';

/**
 * Spec §2 gives the Logs group (Access Logs, Service Logs) to admins only, and §6 names no auditor
 * role: the platform's operator (admin) reads the logs, checks the event chain and exports events.
 * An external auditor receives an export from an admin rather than an account of their own, so no
 * partner, client or EOR user (who see only their tenant) ever reads who else signed in or changed what.
 */
export const canReadLogs = (user: Subject) => isAdmin(user);
export const canAuditEvents = (user: Subject) => isAdmin(user);
