import type { UserRole, UserType } from '../contracts/enums';
import type { PartnerFlags, User } from '../contracts/user';

const partner = (over: Partial<PartnerFlags>): PartnerFlags => ({
  id: 'p',
  entity_name: 'Partner',
  subdomain: null,
  logo_url: null,
  favicon_url: null,
  dark_mode: false,
  redirect_url: null,
  self_employer: false,
  self_funded: false,
  self_time_sheets: false,
  self_approve: false,
  is_payroll_disabled: false,
  is_canada_enabled: false,
  corp_to_corp_enabled: false,
  ...over,
});

export const acme = partner({ id: 'acme', entity_name: 'Acme Staffing', subdomain: 'acme' });
export const selfco = partner({
  id: 'selfco',
  entity_name: 'SelfCo',
  subdomain: 'selfco',
  self_employer: true,
  self_funded: true,
  self_approve: true,
  dark_mode: true,
});
export const globex = {
  id: 'globex',
  entity_name: 'Globex',
  can_create_assignment: true,
  show_contractor_personal: false,
  requires_signature_for_approval: true,
};

export function makeUser(
  user_type: UserType,
  role: UserRole | null,
  over: Partial<User> = {},
): User {
  return {
    id: `${user_type}-${role}`,
    email: 'someone@example.test',
    first_name: 'Some',
    last_name: 'One',
    user_type,
    role,
    is_developer: false,
    admin: user_type === 'admin' ? { id: 'a', entity_name: 'Staffwise' } : null,
    partner: user_type === 'partner' ? acme : null,
    sales_partner: user_type === 'sales_partner' ? { id: 's', entity_name: 'Northwind' } : null,
    eor: user_type === 'eor' ? { id: 'e', entity_name: 'Globalhire' } : null,
    client: user_type === 'client' ? globex : null,
    contractor:
      user_type === 'contractor'
        ? { id: 'c', corp_to_corp: false, requires_w2_onboard: false, partner: acme }
        : null,
    links: [],
    base_links: [],
    allowed_reports: [],
    actual_user: null,
    ...over,
  };
}

/** The 13 demo accounts of the README, as the API describes them. */
export const demoUsers: Record<string, User> = {
  'admin@demo.test': makeUser('admin', 'admin'),
  'owner@acme.test': makeUser('partner', 'owner'),
  'recruiter@acme.test': makeUser('partner', 'recruiter'),
  'finance@acme.test': makeUser('partner', 'finance'),
  'timekeeper@acme.test': makeUser('partner', 'time_sheet_only'),
  'owner@selfco.test': makeUser('partner', 'owner', { partner: selfco }),
  'sales@demo.test': makeUser('sales_partner', 'owner'),
  'eor@demo.test': makeUser('eor', 'owner'),
  'client@globex.test': makeUser('client', 'owner'),
  'approver@globex.test': makeUser('client', 'manager'),
  'contractor@demo.test': makeUser('contractor', null, {
    contractor: { id: 'c1', corp_to_corp: false, requires_w2_onboard: true, partner: acme },
  }),
  'ic@demo.test': makeUser('contractor', null, {
    contractor: { id: 'c2', corp_to_corp: false, requires_w2_onboard: false, partner: selfco },
  }),
  'newhire@demo.test': makeUser('contractor', null, {
    contractor: { id: 'c3', corp_to_corp: false, requires_w2_onboard: true, partner: acme },
  }),
};
