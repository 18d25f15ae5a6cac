import { type FinnishCareRole, finnishCareRoles } from '@portal/domain/users';
import { useTranslation } from 'react-i18next';

function isFinnishCareRole(value: string): value is FinnishCareRole {
  return (finnishCareRoles as readonly string[]).includes(value);
}

/** A worker's profession in the UI language (stored in Finnish, lower-case; unknown ones as stored). */
export function useProfessionLabel(): (profession: string | null) => string {
  const { t } = useTranslation();
  return (profession) => {
    if (!profession) {
      return '–';
    }
    const role = profession.toLowerCase();
    return isFinnishCareRole(role) ? t(`pools.professions.${role}`) : profession;
  };
}
