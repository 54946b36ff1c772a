import { z } from 'zod';
import { userRoles, type UserRole } from '../../domain/contracts/enums';
import { canManageTeam, canManageUsers, rolesFor } from '../../domain/policy/team';
import type { Subject } from '../../domain/policy/capabilities';
import { defineForm, type FormField } from '../../domain/resources/form';

const input = z.object({
  first_name: z.string().trim().min(1, 'First name is required').max(100, 'At most 100 characters'),
  last_name: z.string().trim().min(1, 'Last name is required').max(100, 'At most 100 characters'),
  email: z.email('Enter a valid email address').max(254, 'At most 254 characters'),
  role: z.enum(userRoles, 'Choose a role'),
});

const roleOptions = (roles: readonly UserRole[]) => roles.map((r) => ({ value: r, label: r }));

const fields = (roles: (user: Subject) => readonly UserRole[]): FormField[] => [
  { name: 'first_name', label: 'First name', kind: 'text', required: true, maxLength: 100 },
  { name: 'last_name', label: 'Last name', kind: 'text', required: true, maxLength: 100 },
  {
    name: 'email',
    label: 'Email',
    kind: 'email',
    required: true,
    only: 'create',
    hint: 'The invitation to choose a password goes to this address.',
  },
  {
    name: 'role',
    label: 'Role',
    kind: 'select',
    required: true,
    options: (user) => roleOptions(roles(user)),
  },
];

/**
 * `/team`: an owner invites a member of their own company (POST /v2/team) or changes a member's
 * name or role (PATCH /v2/team/{id}); the roles offered fit the company's type.
 */
export const teamForm = defineForm({
  input,
  fields: fields((user) => rolesFor(user.user_type)),
  may: { create: canManageTeam, update: canManageTeam },
});

/**
 * `/users` for admins: invite another admin (POST /v2/users), or change any user's name or role
 * (PATCH /v2/users/{id}); the server refuses a role that does not fit the user's type.
 */
export const usersForm = defineForm({
  input,
  fields: fields(() => userRoles),
  may: { create: canManageUsers, update: canManageUsers },
});
