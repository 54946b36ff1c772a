import type { User } from '../contracts/user';

/** The user's initial page (spec §5): the dashboard of its type. */
export const homePath = (user: Pick<User, 'user_type'>) => `/${user.user_type}/dashboard`;
