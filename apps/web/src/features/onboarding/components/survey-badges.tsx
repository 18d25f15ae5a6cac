import { Badge, Group } from '@mantine/core';
import type { FollowUpReason, TuberculosisSurveyStatus } from '@portal/domain/onboarding';
import { useTranslation } from 'react-i18next';

const statusColors: Record<TuberculosisSurveyStatus, string> = {
  sent: 'blue',
  answered: 'orange',
  reviewed: 'teal',
  cancelled: 'gray',
};

export function SurveyStatusBadge({ status }: { status: TuberculosisSurveyStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={statusColors[status]} variant="light">
      {t(`onboarding.statuses.${status}`)}
    </Badge>
  );
}

/** The follow-up flag with its reasons (symptoms, exposure, time abroad, history, immunity). */
export function FollowUpBadges({ reasons }: { reasons: readonly FollowUpReason[] }) {
  const { t } = useTranslation();
  if (reasons.length === 0) {
    return null;
  }
  return (
    <Group gap={4}>
      <Badge color="red" variant="filled">
        {t('onboarding.followUp.flag')}
      </Badge>
      {reasons.map((reason) => (
        <Badge key={reason} color="red" variant="light">
          {t(`onboarding.followUp.reasons.${reason}`)}
        </Badge>
      ))}
    </Group>
  );
}
