import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ErrorCode } from '@portal/domain/shared';
import { formatDateTime } from '@portal/domain/shared';
import type { InvitationState, PublicShiftInvitation } from '@portal/domain/shift-invitations';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DefinitionItem } from '@/components/definition-item';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { useCareRoleLabel } from '@/hooks/use-care-role-label';
import { errorCodeOf, errorMessageKey } from '@/lib/api-error';
import { useAcceptShiftInvitation } from '../api/accept-shift-invitation';
import { useDeclineShiftInvitation } from '../api/decline-shift-invitation';
import { usePublicShiftInvitation } from '../api/get-public-shift-invitation';
import { formatShiftTime } from '../components/shift-time';

/** Answers that only say the invitation moved on meanwhile: the refreshed state explains them. */
const stateChangingCodes: readonly ErrorCode[] = [
  'SHIFT_TAKEN',
  'INVITATION_EXPIRED',
  'INVITATION_ANSWERED',
  'INVITATION_REVOKED',
];

const outcomeColors: Record<Exclude<InvitationState, 'pending'>, string> = {
  accepted: 'teal',
  declined: 'blue',
  expired: 'gray',
  taken: 'orange',
  revoked: 'gray',
};

function ShiftDetails({ invitation }: { invitation: PublicShiftInvitation }) {
  const { t } = useTranslation();
  const roleLabel = useCareRoleLabel();
  const titleId = useId();
  const { area, shift } = invitation;
  const town = [area.postcode, area.city].filter(Boolean).join(' ');
  const address = [area.streetAddress, town].filter(Boolean).join(', ');
  return (
    <section aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="xs">
        {t('shift-invitations.page.details')}
      </Title>
      <Stack component="dl" gap="xs" m={0}>
        <DefinitionItem label={t('shift-invitations.page.time')}>
          {formatShiftTime(shift.startsAt, shift.endsAt)}
        </DefinitionItem>
        <DefinitionItem label={t('shift-invitations.page.place')}>{area.name}</DefinitionItem>
        {address && <DefinitionItem label={t('shift-invitations.page.address')}>{address}</DefinitionItem>}
        {shift.roleType && (
          <DefinitionItem label={t('shift-invitations.page.role')}>
            {roleLabel(shift.roleType)}
          </DefinitionItem>
        )}
        {shift.requirements && (
          <DefinitionItem label={t('shift-invitations.page.requirements')}>
            {shift.requirements}
          </DefinitionItem>
        )}
        {invitation.gigTitle && (
          <DefinitionItem label={t('shift-invitations.page.gig')}>{invitation.gigTitle}</DefinitionItem>
        )}
      </Stack>
    </section>
  );
}

/**
 * Public page of a shift invitation (/invite/shift-confirmation/:id, no sign-in): the worker sees the
 * shift and accepts or declines it; the page then says what came of it.
 */
export function ShiftConfirmationPage() {
  const { t } = useTranslation();
  const { id: token = '' } = useParams();
  const invitation = usePublicShiftInvitation(token);
  const accept = useAcceptShiftInvitation(token);
  const decline = useDeclineShiftInvitation(token);
  const answerError = accept.error ?? decline.error;
  const isAnswering = accept.isPending || decline.isPending;
  const showAnswerError = answerError !== null && !stateChangingCodes.includes(errorCodeOf(answerError));

  const body = () => {
    if (invitation.isPending) {
      return <PageLoader />;
    }
    if (invitation.isError) {
      const isInvalid = errorCodeOf(invitation.error) === 'INVITATION_INVALID';
      return (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={isInvalid ? t('shift-invitations.page.invalidTitle') : t('shift-invitations.page.loadError')}
        >
          {isInvalid ? t('shift-invitations.page.invalidText') : t(errorMessageKey(invitation.error))}
        </Alert>
      );
    }
    const { data } = invitation;
    return (
      <Stack gap="lg">
        <div>
          <Text fw={600}>{t('shift-invitations.page.greeting', { name: data.firstName })}</Text>
          <Text>{t('shift-invitations.page.intro')}</Text>
        </div>
        <ShiftDetails invitation={data} />
        {showAnswerError && (
          <Alert color="red" variant="light" role="alert" title={t('shift-invitations.page.answerError')}>
            {t(errorMessageKey(answerError))}
          </Alert>
        )}
        {data.state === 'pending' ? (
          <Stack gap="sm">
            <Text size="sm">
              {t('shift-invitations.page.answerBy', { until: formatDateTime(data.expiresAt) })}
            </Text>
            <Group>
              <Button
                color="teal"
                leftSection={<IconCheck size={16} aria-hidden />}
                loading={accept.isPending}
                disabled={isAnswering && !accept.isPending}
                onClick={() => accept.mutate()}
              >
                {t('shift-invitations.page.accept')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconX size={16} aria-hidden />}
                loading={decline.isPending}
                disabled={isAnswering && !decline.isPending}
                onClick={() => decline.mutate()}
              >
                {t('shift-invitations.page.decline')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Alert color={outcomeColors[data.state]} variant="light" role="status">
            {t(`shift-invitations.page.outcome.${data.state}`)}
          </Alert>
        )}
      </Stack>
    );
  };

  return (
    <Paper withBorder shadow="sm" p="xl" maw={560} mx="auto" mt="xl">
      <PageTitle>{t('shift-invitations.page.title')}</PageTitle>
      {body()}
    </Paper>
  );
}
