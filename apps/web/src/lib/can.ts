import { useAbility } from '@casl/react';
import { type AbilityAction, type AbilitySubject, type AppAbility, asSubject } from '@portal/domain/access';
import { useSession } from './auth';

/** What a route (and the menu entry leading to it) requires: an action on a subject, as in the spec's route meta. */
export type RouteAccess = { action: AbilityAction; subject: AbilitySubject };

/**
 * Whether the ability allows `access`; when an account is chosen the check is made on that account, so a
 * rule scoped to other accounts does not count.
 */
export function canAccess(ability: AppAbility, access: RouteAccess, accountId: string | null): boolean {
  if (accountId && access.subject !== 'all') {
    return ability.can(access.action, asSubject(access.subject, { accountId }));
  }
  return ability.can(access.action, access.subject);
}

/** `canAccess` for the signed-in user and the account chosen in the header. */
export function useCan(access: RouteAccess): boolean {
  const ability = useAbility<AppAbility>();
  const { accountId } = useSession();
  return canAccess(ability, access, accountId);
}
