import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTuberculosisSurveys } from '../api/get-tuberculosis-surveys';
import { paths } from '../onboarding.paths';

/**
 * On HR's document requests page (composed by the app): how many answered tuberculosis surveys call for
 * follow-up and wait for review, with a link to them. Nothing when there are none.
 */
export function TuberculosisFollowUpNotice({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const flagged = useTuberculosisSurveys(accountId, {
    status: 'answered',
    needsFollowUp: 'true',
    perPage: 1,
  });
  const count = flagged.data?.followUpCount ?? 0;
  if (count === 0) {
    return null;
  }
  return (
    <Alert color="red" variant="light" title={t('onboarding.followUp.noticeTitle')}>
      {t('onboarding.followUp.count', { count })}{' '}
      <Anchor component={Link} to={`${paths.surveysList}?followUp=1`}>
        {t('onboarding.followUp.open')}
      </Anchor>
    </Alert>
  );
}
