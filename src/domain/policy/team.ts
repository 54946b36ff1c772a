import type { UserRole, UserType } from '../contracts/enums';
import {
  canClientAddAssignments,
  isAdmin,
  isEor,
  isOwner,
  isPartner,
  isTimeSheetOnly,
  type Subject,
} from './capabilities';

/** Spec §2 side menu: "Manage Team" for role owner of client, eor, partner, sales_partner. */
const TEAM_TYPES: readonly UserType[] = ['client', 'eor', 'partner', 'sales_partner'];
export const canManageTeam = (user: Subject) =>
  isOwner(user) && TEAM_TYPES.includes(user.user_type);

/** Spec §2: Users is admin only. */
export const canManageUsers = isAdmin;

/**
 * The spec §6 roles that fit each kind of company: staffing firms (partners, EORs) have every role;
 * a client has no recruiters or document verifiers; a sales partner only its office roles.
 */
const ROLES_BY_TYPE: Record<UserType, readonly UserRole[]> = {
  partner: [
    'owner',
    'manager',
    'finance',
    'admin',
    'recruiter',
    'recruiter_payroll',
    'recruiter_sourcer',
    'document_verifier',
    'time_sheet_only',
  ],
  eor: [
    'owner',
    'manager',
    'finance',
    'admin',
    'recruiter',
    'recruiter_payroll',
    'recruiter_sourcer',
    'document_verifier',
    'time_sheet_only',
  ],
  client: ['owner', 'manager', 'finance', 'admin', 'time_sheet_only'],
  sales_partner: ['owner', 'manager', 'finance', 'admin'],
  admin: ['admin', 'document_verifier'],
  contractor: [],
};
export const rolesFor = (userType: UserType): readonly UserRole[] => ROLES_BY_TYPE[userType];

/** Spec §6 `/create_contractor`: partners, EORs, admins, and client owners allowed to add assignments. */
export const canCreateContractors = (user: Subject) =>
  isAdmin(user) ||
  ((isPartner(user) || isEor(user)) && !isTimeSheetOnly(user)) ||
  canClientAddAssignments(user);
