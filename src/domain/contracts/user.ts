import { z } from 'zod';
import { UserRole, UserType } from './enums';

const ProfileRef = z.object({ id: z.string(), entity_name: z.string().nullable() });

export const PartnerFlags = z.object({
  id: z.string(),
  entity_name: z.string(),
  subdomain: z.string().nullable(),
  logo_url: z.string().nullable(),
  favicon_url: z.string().nullable(),
  dark_mode: z.boolean(),
  redirect_url: z.string().nullable(),
  self_employer: z.boolean(),
  self_funded: z.boolean(),
  self_time_sheets: z.boolean(),
  self_approve: z.boolean(),
  is_payroll_disabled: z.boolean(),
  is_canada_enabled: z.boolean(),
  corp_to_corp_enabled: z.boolean(),
});
export type PartnerFlags = z.infer<typeof PartnerFlags>;

export const ClientFlags = z.object({
  id: z.string(),
  entity_name: z.string(),
  can_create_assignment: z.boolean(),
  show_contractor_personal: z.boolean(),
  requires_signature_for_approval: z.boolean(),
});
export type ClientFlags = z.infer<typeof ClientFlags>;

export const ContractorProfile = z.object({
  id: z.string(),
  corp_to_corp: z.boolean(),
  requires_w2_onboard: z.boolean(),
  partner: PartnerFlags.nullable(),
});
export type ContractorProfile = z.infer<typeof ContractorProfile>;

/** The signed-in user as spec §3 describes it; the user type is which profile is present. */
export const User = z.object({
  id: z.string(),
  email: z.email(),
  first_name: z.string(),
  last_name: z.string(),
  user_type: UserType,
  role: UserRole.nullable(),
  is_developer: z.boolean(),
  admin: ProfileRef.nullable(),
  partner: PartnerFlags.nullable(),
  sales_partner: ProfileRef.nullable(),
  eor: ProfileRef.nullable(),
  client: ClientFlags.nullable(),
  contractor: ContractorProfile.nullable(),
  links: z.array(z.string()),
  base_links: z.array(z.string()),
  allowed_reports: z.array(z.string()),
  actual_user: z.object({ id: z.string(), email: z.string() }).nullable(),
});
export type User = z.infer<typeof User>;

export const LoginRequest = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(1024),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginResponse = z.object({
  access_token: z.string().optional(),
  requires_two_factor: z.boolean().optional(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;
