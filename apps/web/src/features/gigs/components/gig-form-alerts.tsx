import { Alert } from '@mantine/core';
import type { GigDetail } from '@portal/domain/gigs';
import { useTranslation } from 'react-i18next';

/** What the gig form says first: a customer's order goes as a suggestion, waits, or was declined. */
export function GigFormAlerts({ gig, canManage }: { gig: GigDetail | undefined; canManage: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {!canManage && !gig && (
        <Alert color="blue" variant="light" title={t('gigs.suggestion.customerTitle')}>
          {t('gigs.suggestion.customerHint')}
        </Alert>
      )}
      {gig?.status === 'suggestion' && !canManage && (
        <Alert color="orange" variant="light" title={t('gigs.suggestion.title')}>
          {t('gigs.suggestion.waiting')}
        </Alert>
      )}
      {gig?.status === 'declined' && (
        <Alert color="gray" variant="light" title={t('gigs.labels.declined')}>
          {t('gigs.suggestion.declinedHint', { name: gig.declinedByName ?? '–' })}
        </Alert>
      )}
    </>
  );
}
