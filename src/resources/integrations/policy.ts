import { isAdmin, isEor, isOwner, isPartner, type Subject } from '../../domain/policy/capabilities';

/**
 * Who connects an employer's outside services (spec `/integrations`, `/accounting_auth`): its
 * credentials open the company's payroll, books and background checks, so only the employer's
 * owner (a partner's or an EOR's) configures its own, and admins the platform's.
 */
export const canConfigureIntegrations = (user: Subject) =>
  isAdmin(user) || ((isPartner(user) || isEor(user)) && isOwner(user));

export const INTEGRATIONS_REFUSED = "Integrations are for admins and an employer's owner";
