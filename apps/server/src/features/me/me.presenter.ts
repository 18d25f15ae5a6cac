import type { Actor } from '@portal/domain/access';
import { isLocale } from '@portal/domain/shared';
import type { CurrentUser } from '@portal/domain/users';
import type { UserRow } from './me.repository';

/** The signed-in user as the web app sees it: no password hash, no worker-only fields. */
export function presentCurrentUser(user: UserRow, actor: Actor): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    fullName: `${user.firstName} ${user.lastName}`,
    firstName: user.firstName,
    lastName: user.lastName,
    mobile: user.mobile,
    role: actor.role,
    locale: isLocale(user.locale) ? user.locale : null,
    organizationId: user.organizationId,
    accountId: user.accountId,
    areaIds: actor.areaIds,
  };
}
