import type { User } from '../contracts/user';

type LinkSubject = Pick<User, 'user_type' | 'role'>;

/**
 * The paths a user may open (links) and the prefixes under which anything unlisted is a 404
 * (base_links). The navigation model of the app shell owns the full list; the dashboard of the
 * user's own type is always there.
 */
export function navigationLinks(user: LinkSubject): { links: string[]; base_links: string[] } {
  const dashboard = `/${user.user_type}/dashboard`;
  return { links: [dashboard], base_links: [`/${user.user_type}`] };
}
