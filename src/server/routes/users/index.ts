import type { FastifyPluginAsync } from 'fastify';
import { canManageTeam, canManageUsers } from '../../../domain/policy/team';
import { teamResource, usersResource } from '../../../domain/resources/users';
import { teamForm, usersForm } from '../../../domain/resources/users-form';
import type { Deps } from '../../deps';
import { registerForm } from '../../kit/form';
import { registerResource } from '../../kit/register';
import { teamFormServer, usersFormServer } from './form';
import { registerMemberActions } from './member-actions';
import { teamServer, usersServer } from './query';

const adminsOnly = { allowed: canManageUsers, message: 'Only admins manage users' };
const ownersOnly = {
  allowed: canManageTeam,
  message: 'Only the owner of a company manages its team',
};

/** `/v2/users` (admins: every user) and `/v2/team` (an owner: their own company's members). */
export const usersRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, usersResource, usersServer, { access: adminsOnly });
  registerForm(app, deps, usersResource, usersForm, usersServer, usersFormServer(deps));
  registerMemberActions(app, deps, usersResource, usersServer, adminsOnly);

  registerResource(app, deps, teamResource, teamServer, { access: ownersOnly });
  registerForm(app, deps, teamResource, teamForm, teamServer, teamFormServer(deps));
  registerMemberActions(app, deps, teamResource, teamServer, ownersOnly);
};
