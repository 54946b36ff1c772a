import type { User } from '../../../domain/contracts/user';
import { canManageBankMethods, type BankMethodKind } from '../../../domain/policy/bank-methods';
import { tenantOf } from '../../kit/scope';
import { forbidden } from '../../lib/errors';

export interface BankMethodOwner {
  kind: BankMethodKind;
  owner_type: 'partner' | 'eor' | 'sales_partner' | 'client' | 'contractor';
  owner_id: string;
}

/**
 * The one scope of every bank-method query: the tenant the caller acts for (the kit's tenantOf),
 * for one kind. Users the spec's rule excludes (admins, non-owners; contractors but for their own
 * pay card) get 403 whatever the id.
 */
export function bankMethodOwner(user: User, kind: BankMethodKind): BankMethodOwner {
  const tenant = canManageBankMethods(user, kind) ? tenantOf(user) : null;
  // Only a pay card belongs to a contractor; the check names the kind for the type checker too.
  if (!tenant || (tenant.type === 'contractor' && kind !== 'pay_card'))
    throw forbidden(
      'Only the owner of the account with sensitive access can manage its bank methods',
    );
  return { kind, owner_type: tenant.type, owner_id: tenant.id };
}
