// replaced by issue 3 at merge
import { redirect } from '@tanstack/react-router';
import type { UserType } from '../../domain/contracts/enums';
import { tokenStore } from './token-store';

interface GuardArgs {
  location: { pathname: string };
}

export function requireAuth(args: GuardArgs): void {
  if (!tokenStore.get()) throw redirect({ to: '/login', search: { redirect: args.location.pathname } });
}
export function requireGuest(_args: GuardArgs): void {
  if (tokenStore.get()) throw redirect({ to: '/' });
}
export function requireUserType(args: GuardArgs, ..._types: UserType[]): void {
  requireAuth(args);
}
export function requireLinkAccess(args: GuardArgs): void {
  requireAuth(args);
}
