import { words } from '../format/words';
import { canSensitive, type Subject } from './capabilities';

/** "partner, EOR and admin": a list as a sentence says it. */
const inWords = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');

/**
 * Who sees a resource whose spec §2 entry names user types, "with sensitive access" when it says
 * so, and the refusal naming them ("Distributions are for partner, EOR, sales partner and admin users
 * with sensitive access"); the tenant scope says whose rows. Zod-free: the route table asks it.
 */
export function userTypeAccess(
  plural: string,
  types: readonly Subject['user_type'][],
  { sensitive = false }: { sensitive?: boolean } = {},
) {
  const who = `${inWords(types.map(words))} users${sensitive ? ' with sensitive access' : ''}`;
  return {
    allowed: (u: Subject) => types.includes(u.user_type) && (!sensitive || canSensitive(u)),
    message: `${plural} are for ${who}`,
  };
}
