import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { User } from '../../domain/contracts/user';
import { integrationConfigs } from '../db/schema';
import type { Deps } from '../deps';

/** The vault column integration credentials are sealed under (saved on `/integrations/{id}`). */
export const CREDENTIAL_COLUMN = 'integration_configs.credential';

/** The platform's configuration, kept by admins. */
export const PLATFORM = 'platform';

/** The employer whose configuration a user works under, if they are its staff: `partner:<id>` or `eor:<id>`. */
export function employerKeyOf(user: User): string | null {
  if (user.partner) return `partner:${user.partner.id}`;
  if (user.eor) return `eor:${user.eor.id}`;
  return null;
}

/**
 * The credential saved on `/integrations/{id}` that a production adapter calls with: the first of
 * `ownerKeys` that saved one (an employer's own, then the platform's), else null, and the caller
 * falls back to the environment. Opened only here, for the call; never answered or logged.
 */
export async function savedCredential(
  deps: Pick<Deps, 'db' | 'vault'>,
  adapterId: string,
  ownerKeys: readonly string[],
): Promise<string | null> {
  if (ownerKeys.length === 0) return null;
  const rows = await deps.db
    .select({ owner: integrationConfigs.owner_key, sealed: integrationConfigs.credential_sealed })
    .from(integrationConfigs)
    .where(
      and(
        eq(integrationConfigs.adapter_id, adapterId),
        inArray(integrationConfigs.owner_key, [...ownerKeys]),
        isNotNull(integrationConfigs.credential_sealed),
      ),
    );
  for (const key of ownerKeys) {
    const sealed = rows.find((r) => r.owner === key)?.sealed;
    if (sealed) return deps.vault.open(CREDENTIAL_COLUMN, sealed);
  }
  return null;
}
