import { unknownKey } from '@portal/domain/application-statistics';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCareRoleLabel } from '@/hooks/use-care-role-label';

export type Breakdown = 'byRole' | 'byRegion' | 'bySource';

/** The names the charts give counted keys: roles and sources in the UI language, regions as stored. */
export function useStatisticsLabels() {
  const { t } = useTranslation();
  const roleLabel = useCareRoleLabel();
  const unknown = t('application-statistics.unknown');
  return {
    key: (breakdown: Breakdown, key: string): string => {
      if (key === unknownKey) {
        return unknown;
      }
      if (breakdown === 'byRole') {
        return roleLabel(key);
      }
      if (breakdown === 'bySource') {
        return t(`application-statistics.sources.${key}` as ParseKeys, { defaultValue: key });
      }
      return key;
    },
    step: (step: string): string =>
      t(`application-statistics.steps.${step}` as ParseKeys, { defaultValue: step }),
  };
}
