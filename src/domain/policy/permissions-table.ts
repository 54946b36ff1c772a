import * as capabilities from './capabilities';
import * as team from './team';
import type { Subject } from './capabilities';

export interface PermissionRow {
  /** The capability's name as the code and spec §6 say it (canSeeBill, isEmployer…). */
  name: string;
  allowed: boolean;
}

type Predicate = (user: Subject) => boolean;
/** A yes/no question about one user: a function of the user alone named can…, is…, shows… or hides…. */
const isPredicate = (name: string, value: unknown): value is Predicate =>
  typeof value === 'function' && value.length === 1 && /^(can|is|shows|hides)[A-Z]/.test(name);

/**
 * Every spec §6 capability with this user's answer, read from the policy modules themselves, so the
 * `/permissions` page can never disagree with what the app and the API check.
 */
export function permissionsOf(user: Subject): PermissionRow[] {
  const all = { ...capabilities, ...team } as Record<string, unknown>;
  return Object.entries(all)
    .filter((entry): entry is [string, Predicate] => isPredicate(entry[0], entry[1]))
    .map(([name, allows]) => ({ name, allowed: allows(user) === true }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
