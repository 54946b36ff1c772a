import type { User } from '../../../domain/contracts/user';
import { canManageBankMethods, type BankMethodKind } from '../../../domain/policy/bank-methods';
import { forbidden } from '../../lib/errors';

export interface BankMethodOwner {
  kind: BankMethodKind;
  owner_type: 'partner' | 'eor' | 'sales_partner' | 'client';
  owner_id: string;
}

function profileOf(user: User): Pick<BankMethodOwner, 'owner_type' | 'owner_id'> | null {
  if (user.user_type === 'partner' && user.partner) return { owner_type: 'partner', owner_id: user.partner.id };
  if (user.user_type === 'eor' && user.eor) return { owner_type: 'eor', owner_id: user.eor.id };
  if (user.user_type === 'sales_partner' && user.sales_partner) return { owner_type: 'sales_partner', owner_id: user.sales_partner.id };
  if (user.user_type === 'client' && user.client) return { owner_type: 'client', owner_id: user.client.id };
  return null;
}

/**
 * The one scope of every bank-method query: the caller's own profile, for one kind. Users the
 * spec's rule excludes get 403 whatever the id.
 */
export function bankMethodOwner(user: User, kind: BankMethodKind): BankMethodOwner {
  const profile = canManageBankMethods(user, kind) ? profileOf(user) : null;
  if (!profile) throw forbidden('Only the owner of the account with sensitive access can manage its bank methods');
  return { kind, ...profile };
}
