import type { User } from '../../domain/contracts/user';
import { canManageBankMethods, type BankMethodKind } from './policy';
import { refusalMessage, type RouteAccess } from '../../server/kit/authorize-first';
import { tenantOf } from '../../server/kit/scope';
import { forbidden } from '../../server/lib/errors';

export interface BankMethodOwner {
  /** The stored kind: a contractor's direct deposit account is a payout method of the contractor. */
  kind: 'payout' | 'payment' | 'pay_card';
  owner_type: 'partner' | 'eor' | 'sales_partner' | 'client' | 'contractor';
  owner_id: string;
}

/** The pages whose accounts belong to a contractor itself. */
const CONTRACTORS_OWN: readonly BankMethodKind[] = ['pay_card', 'direct_deposit'];

const tenantFor = (user: User, page: BankMethodKind) => {
  const tenant = canManageBankMethods(user, page) ? tenantOf(user) : null;
  return !tenant || (tenant.type === 'contractor' && !CONTRACTORS_OWN.includes(page))
    ? null
    : tenant;
};

/**
 * Who may use one page at all, checked before any input is read (kit/authorize-first.ts): users the
 * spec's rule excludes (admins, non-owners; contractors but for their own pay card and direct
 * deposit) get 403 whatever the id or body.
 */
export const bankMethodAccess = (page: BankMethodKind): RouteAccess => ({
  allowed: (user) => tenantFor(user, page) !== null,
  message:
    page === 'direct_deposit'
      ? 'Only a contractor keeps a direct deposit account'
      : 'Only the owner of the account with sensitive access can manage its bank methods',
});

/** The one scope of every bank-method query: the tenant the caller acts for (the kit's tenantOf), for one page. */
export function bankMethodOwner(user: User, page: BankMethodKind): BankMethodOwner {
  const tenant = tenantFor(user, page);
  if (!tenant) throw forbidden(refusalMessage(bankMethodAccess(page), user));
  return {
    kind: page === 'direct_deposit' ? 'payout' : page,
    owner_type: tenant.type,
    owner_id: tenant.id,
  };
}
