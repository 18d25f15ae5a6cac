import { Badge } from '@mantine/core';
import type { ApplicationInvitationStatus } from '@portal/domain/application-invitations';
import { useTranslation } from 'react-i18next';

const colors: Record<ApplicationInvitationStatus, string> = {
  open: 'blue',
  used: 'teal',
  expired: 'gray',
  cancelled: 'red',
};

export function InvitationStatusBadge({ status }: { status: ApplicationInvitationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[status]} variant="light">
      {t(`application-invitations.statuses.${status}`)}
    </Badge>
  );
}
