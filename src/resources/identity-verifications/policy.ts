import { isContractor, type Subject } from '../../domain/policy/capabilities';
import { canSeePaychecks } from '../../domain/policy/payroll';

/** A worker verifies their own identity; nobody verifies for them. */
export const canVerifyOwnIdentity = (u: Subject) => isContractor(u) && Boolean(u.contractor);

/**
 * Who reads a verification and its history: those who see paychecks (the worker their own; payroll's
 * viewers at the worker's employer, whose run names an unverified worker; admins). Zod-free.
 */
export const canSeeIdentityVerifications = canSeePaychecks;

export const IDENTITY_REFUSED = 'Your role does not see identity verifications';
export const ONLY_WORKERS_VERIFY = 'Only a worker verifies their own identity';
