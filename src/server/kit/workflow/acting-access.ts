import { describeUser } from '../../../domain/workflow/action-meta';
import type { User } from '../../../domain/contracts/user';
import { refusalMessage, type RouteAccess } from '../authorize-first';

interface Acted {
  definition: {
    plural: string;
    actions: Readonly<Record<string, { label: string; may: (user: User) => boolean }>>;
  };
  access?: RouteAccess;
}

/**
 * Who may call a workflow's action and bulk routes at all: whoever may open its records and take at
 * least one of its actions. The chart still judges each action and record; this only keeps a caller
 * who could never act from learning anything about the body first.
 */
export function actingAccess(server: Acted): RouteAccess {
  const { plural, actions } = server.definition;
  const opens = (user: User) => server.access?.allowed(user) ?? true;
  const acts = (user: User) => Object.values(actions).some((meta) => meta.may(user));
  return {
    allowed: (user) => opens(user) && acts(user),
    // One action asked for by name is refused in the chart's own words ("You may not approve
    // timesheets"); a bulk request names its action only in the body, which is not read.
    message: (user, params) => {
      if (server.access && !opens(user)) return refusalMessage(server.access, user);
      const asked = params?.action ? actions[params.action] : undefined;
      return asked
        ? `You may not ${asked.label.toLowerCase()} ${plural}`
        : `No action on ${plural} is open to you; you are ${describeUser(user)}.`;
    },
  };
}
