import type { User } from '../../domain/contracts/user';

type Developer = Pick<User, 'is_developer' | 'actual_user'>;

/**
 * Spec §3 `is_developer`: only a developer creates and revokes API keys, and only as themselves
 * (an admin acting as the user does not mint credentials in their name).
 */
export const canManageApiKeys = (u: Developer) => Boolean(u.is_developer) && !u.actual_user;

export const API_KEYS_REFUSED = 'Only developers can manage API keys';
