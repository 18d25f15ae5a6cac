import { Anchor, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import type {
  ApplicationDetail,
  CallListRow as CallListRowData,
  CallOutcome,
} from '@portal/domain/recruitment';
import { formatDate, formatDateTime } from '@portal/domain/shared';
import { IconPhone } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCareRoleLabel } from '@/hooks/use-care-role-label';
import { notify } from '@/lib/notify';
import { useRecordCall } from '../api/record-call';
import { applicationPath } from '../applications.paths';
import { ApplicationStepBadge } from './application-step-badge';
import { CallListNextSteps } from './call-list-next-steps';

const noteMaxLength = 2000;

/**
 * One applicant to phone: the number as a `tel:` link (a phone dials it), the last call's note, and the
 * outcome buttons with an optional note. No answer moves the application to that step; after a call that
 * reached the applicant, the row offers the application's next steps.
 */
export function CallListRow({ accountId, row }: { accountId: string; row: CallListRowData }) {
  const { t } = useTranslation();
  const roleLabel = useCareRoleLabel();
  const [note, setNote] = useState('');
  const record = useRecordCall(accountId);
  const [pending, setPending] = useState<CallOutcome | null>(null);
  // The application as the reached call left it: its next steps are offered on the row.
  const [reached, setReached] = useState<ApplicationDetail | null>(null);

  const recordOutcome = async (outcome: CallOutcome) => {
    setPending(outcome);
    try {
      const answer = await record.mutateAsync({ applicantId: row.id, outcome, note });
      setReached(outcome === 'reached' ? answer.application : null);
      notify.success({
        message: t(
          outcome === 'reached'
            ? 'applications.callList.recordedReached'
            : 'applications.callList.recordedNoAnswer',
          { name: row.fullName },
        ),
      });
      setNote('');
    } catch {
      // The query client has shown the failure; the note stays for another try.
    } finally {
      setPending(null);
    }
  };

  return (
    <Card withBorder component="li" padding="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Anchor component={Link} to={applicationPath(row.id)} fw={600}>
              {row.fullName}
            </Anchor>
            <Text size="sm" c="dimmed">
              {[roleLabel(row.profession), row.addressCity].filter((part) => part && part !== '–').join(', ')}
              {' · '}
              {t('applications.callList.applied', { date: formatDate(row.createdAt) })}
            </Text>
          </Stack>
          <ApplicationStepBadge step={row.step} />
        </Group>
        <Anchor href={`tel:${row.mobile}`} fw={600} size="lg">
          <IconPhone size={16} aria-hidden /> {t('applications.callList.call', { mobile: row.mobile })}
        </Anchor>
        {row.lastCallAt && (
          <Text size="sm">
            {t('applications.callList.lastCall', { date: formatDateTime(row.lastCallAt) })}
            {row.lastCallNote ? `: ${row.lastCallNote}` : ''}
          </Text>
        )}
        <Textarea
          label={t('applications.callList.note', { name: row.fullName })}
          rows={1}
          maxLength={noteMaxLength}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group gap="sm">
          <Button
            color="green"
            loading={pending === 'reached'}
            disabled={pending !== null}
            onClick={() => void recordOutcome('reached')}
            aria-label={t('applications.callList.reachedFor', { name: row.fullName })}
          >
            {t('applications.callList.reached')}
          </Button>
          <Button
            variant="default"
            loading={pending === 'no_answer'}
            disabled={pending !== null}
            onClick={() => void recordOutcome('no_answer')}
            aria-label={t('applications.callList.noAnswerFor', { name: row.fullName })}
          >
            {t('applications.callList.noAnswer')}
          </Button>
        </Group>
        {reached && <CallListNextSteps accountId={accountId} application={reached} />}
      </Stack>
    </Card>
  );
}
