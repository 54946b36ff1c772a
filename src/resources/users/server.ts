import type { FastifyPluginAsync } from 'fastify';
import { canManageTeam, canManageUsers } from '../../domain/policy/team';
import type { Deps } from '../../server/deps';
import { registerForm } from '../../server/kit/form';
import { registerResource } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import { teamResource, usersResource } from './contract';
import { teamForm, usersForm } from './form';
import { teamFormServer, usersFormServer } from './form.server';
import { registerMemberActions } from './member-actions.server';
import { teamServer, usersServer } from './list.server';

const adminsOnly = { allowed: canManageUsers, message: 'Only admins manage users' };
const ownersOnly = {
  allowed: canManageTeam,
  message: 'Only the owner of a company manages its team',
};

/** `/v2/users` (admins: every user) and `/v2/team` (an owner: their own company's members). */
const usersRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, usersResource, usersServer, { access: adminsOnly });
  registerForm(app, deps, usersResource, usersForm, usersServer, usersFormServer(deps));
  registerMemberActions(app, deps, usersResource, usersServer, adminsOnly);

  registerResource(app, deps, teamResource, teamServer, { access: ownersOnly });
  registerForm(app, deps, teamResource, teamForm, teamServer, teamFormServer(deps));
  registerMemberActions(app, deps, teamResource, teamServer, ownersOnly);
};

export const usersPart: ResourceServerPart = { routes: usersRoutes };

/** What the contractors' invitation and the notifications use: inviting a person, and who sees whom. */
export { inviteUser } from './form.server';
export { EMAIL_TAKEN } from './members.server';
export { teamServer, usersServer };
