import type { LicenceCheckKind, LicenceCheckResult } from '@portal/domain/licence-checks';
import { isLicenceRegister } from '@portal/domain/licence-checks';
import { useTranslation } from 'react-i18next';

/** The names of kinds, results and registers in the UI language; a register typed elsewhere shows as stored. */
export function useLicenceLabels() {
  const { t } = useTranslation();
  return {
    kind: (kind: LicenceCheckKind) => t(`licence-checks.kinds.${kind}`),
    result: (result: LicenceCheckResult) => t(`licence-checks.results.${result}`),
    register: (register: string) =>
      isLicenceRegister(register) ? t(`licence-checks.registers.${register}`) : register,
  };
}
