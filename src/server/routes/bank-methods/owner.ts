import type { User } from '../../../domain/contracts/user';
import { canManageBankMethods, type BankMethodKind } from '../../../domain/policy/bank-methods';
import { tenantOf } from '../../kit/scope';
import { forbidden } from '../../lib/errors';

export interface BankMethodOwner {
  kind: BankMethodKind;
  owner_type: 'partner' | 'eor' | 'sales_partner' | 'client';
  owner_id: string;
}

/**
 * The one scope of every bank-method query: the tenant the caller acts for (the kit's tenantOf),
 * for one kind. Users the spec's rule excludes (admins, contractors, non-owners) get 403 whatever
 * the id.
 */
export function bankMethodOwner(user: User, kind: BankMethodKind): BankMethodOwner {
  const tenant = canManageBankMethods(user, kind) ? tenantOf(user) : null;
  // Contractors never pass canManageBankMethods; naming them narrows the owner type.
  if (!tenant || tenant.type === 'contractor')
    throw forbidden(
      'Only the owner of the account with sensitive access can manage its bank methods',
    );
  return { kind, owner_type: tenant.type, owner_id: tenant.id };
}
