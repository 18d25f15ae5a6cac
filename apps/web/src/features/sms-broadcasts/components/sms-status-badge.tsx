import { Badge } from '@mantine/core';
import type { SmsBroadcastStatus, SmsRecipientStatus } from '@portal/domain/sms-broadcasts';
import { useTranslation } from 'react-i18next';

const broadcastColors: Record<SmsBroadcastStatus, string> = {
  draft: 'gray',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
};

const recipientColors: Record<SmsRecipientStatus, string> = {
  queued: 'gray',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
  opted_out: 'yellow',
};

export function SmsStatusBadge({ status }: { status: SmsBroadcastStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={broadcastColors[status]} variant="light">
      {t(`sms-broadcasts.statuses.${status}`)}
    </Badge>
  );
}

export function SmsRecipientStatusBadge({ status }: { status: SmsRecipientStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={recipientColors[status]} variant="light">
      {t(`sms-broadcasts.recipientStatuses.${status}`)}
    </Badge>
  );
}
