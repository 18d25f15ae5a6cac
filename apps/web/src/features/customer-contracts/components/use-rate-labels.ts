import { type RateKind, rateKinds } from '@portal/domain/customer-contracts';
import { useTranslation } from 'react-i18next';
import { useCareRoleLabel, useCareRoleOptions } from '@/hooks/use-care-role-label';
import { everyRole } from './contract-form-values';

/** Names of the kinds of rate and of a rate's role ("every role" for null), in the UI language. */
export function useRateLabels() {
  const { t } = useTranslation();
  const careRoleLabel = useCareRoleLabel();
  return {
    kindLabel: (kind: RateKind) => t(`customer-contracts.rateKinds.${kind}`),
    roleLabel: (role: string | null) =>
      role === null || role === everyRole ? t('customer-contracts.form.everyRole') : careRoleLabel(role),
  };
}

/** The selects' options: every role first, then the roles of the account's country; the kinds of rate. */
export function useRateOptions() {
  const { t } = useTranslation();
  const roleOptions = useCareRoleOptions();
  const { kindLabel } = useRateLabels();
  return {
    roles: [{ value: everyRole, label: t('customer-contracts.form.everyRole') }, ...roleOptions],
    kinds: rateKinds.map((kind) => ({ value: kind, label: kindLabel(kind) })),
  };
}
