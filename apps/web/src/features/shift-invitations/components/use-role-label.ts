import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * A care role in the UI language. Roles are stored by their Finnish or German name; their translations are
 * the gig screens' (`gigs.careRoles`), and a role without one is shown as stored.
 */
export function useRoleLabel(): (role: string) => string {
  const { t } = useTranslation();
  return (role) =>
    t(`gigs.careRoles.${role.toLocaleLowerCase('fi')}` as ParseKeys, { defaultValue: role }) as string;
}
