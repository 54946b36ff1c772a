import { isSelfEmployerPartner, WORKER_CLASSIFICATIONS_LINK, type Subject } from './capabilities';
import { mayOpen, specRoutes } from './spec-routes';

const firstSegment = (path: string) => `/${path.split('/')[1] ?? ''}`;

/** Sections whose routes are not open to every user type: anything unlisted under them is a 404. */
const restrictedSections = [
  ...new Set(
    specRoutes.filter((r) => typeof r.access !== 'string').map((r) => firstSegment(r.path)),
  ),
].sort();

/**
 * The paths a user may open (links, spec paths with `{id}` parameters) and the prefixes under which
 * anything not in links is a 404 (base_links, spec §5 "Route guard").
 */
/**
 * Links a user holds beyond what its type opens (spec §6 "partner with that link"). A partner that
 * employs its own workers decides how they are classified, so self-employer partners hold the
 * worker classifications link; a staffing partner's workers are classified by the platform.
 */
export function grantedLinks(user: Subject): string[] {
  return isSelfEmployerPartner(user) ? [WORKER_CLASSIFICATIONS_LINK] : [];
}

export function navigationLinks(user: Subject): { links: string[]; base_links: string[] } {
  const holder = { ...user, links: grantedLinks(user) };
  const links = specRoutes
    .filter((r) => r.access !== 'public' && mayOpen(holder, r.access))
    .map((r) => r.path);
  return { links, base_links: restrictedSections };
}

function segmentMatches(pattern: string, actual: string | undefined) {
  if (/^\{\w+\?\}$/.test(pattern)) return true;
  if (actual === undefined) return false;
  return /^\{\w+\}$/.test(pattern) || pattern === actual;
}

/** Whether a spec path pattern (`/assignments/{id}`, `/pay/{id?}`) matches a concrete path. */
export function linkMatches(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  if (have.length > want.length) return false;
  return want.every((segment, i) => segmentMatches(segment, have[i]));
}

/** Spec §5: a path under a base link must match one of the user's links, otherwise it is a 404. */
export function isLinkAllowed(
  user: { links: readonly string[]; base_links: readonly string[] },
  path: string,
) {
  const clean = path.split(/[?#]/)[0] ?? path;
  const underBase = user.base_links.some((b) => clean === b || clean.startsWith(`${b}/`));
  return !underBase || user.links.some((l) => linkMatches(l, clean));
}
