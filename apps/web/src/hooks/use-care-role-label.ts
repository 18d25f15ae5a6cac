import {
  type CareRoleCountry,
  careRoleCountryFor,
  careRoleDefinitionsFor,
  isCareRole,
} from '@portal/domain/care-roles';
import { isLocale } from '@portal/domain/shared';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/auth';

/** Which role list applies: the chosen account's country, else the UI language (spec section 1). */
export function useCareRoleCountry(): CareRoleCountry {
  const { i18n } = useTranslation();
  const { me, accountId } = useSession();
  const country = me?.accounts.find((account) => account.id === accountId)?.country ?? null;
  const locale = isLocale(i18n.language) ? i18n.language : null;
  return careRoleCountryFor({ country: country === 'FI' || country === 'DE' ? country : null, locale });
}

/**
 * A care role's name in the UI language (roles are stored by their Finnish or German name, sometimes
 * lower-cased); an unknown role is shown as stored. Shared by the gigs and shifts screens.
 */
export function useCareRoleLabel(): (role: string | null | undefined) => string {
  const { t } = useTranslation();
  return (role) => {
    if (!role) {
      return '–';
    }
    if (!isCareRole(role)) {
      return role;
    }
    const key = role.toLocaleLowerCase('fi');
    return t(`careRoles.${key}` as ParseKeys, { defaultValue: role });
  };
}

/** The roles a gig or shift may ask for, as select options in the UI language. */
export function useCareRoleOptions(): { value: string; label: string }[] {
  const label = useCareRoleLabel();
  const country = useCareRoleCountry();
  return careRoleDefinitionsFor(country).map((role) => ({ value: role.label, label: label(role.label) }));
}
