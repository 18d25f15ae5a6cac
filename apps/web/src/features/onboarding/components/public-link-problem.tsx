import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorMessageKey } from '@/lib/api-error';

/** Why a link cannot be opened: unknown (404), expired or cancelled (410), or the page failed to load. */
export function PublicLinkProblem({ error }: { error: Error }) {
  const { t } = useTranslation();
  const code = errorCodeOf(error);
  const title =
    code === 'ONBOARDING_LINK_INVALID'
      ? t('onboarding.link.invalidTitle')
      : code === 'ONBOARDING_LINK_EXPIRED' || code === 'ONBOARDING_LINK_CANCELLED'
        ? t('onboarding.link.expiredTitle')
        : t('onboarding.link.loadError');
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      {t(errorMessageKey(error))}
    </Alert>
  );
}
