import { Badge } from '@mantine/core';
import type { InvitationState } from '@portal/domain/shift-invitations';
import { useTranslation } from 'react-i18next';

const colors: Record<InvitationState, string> = {
  pending: 'blue',
  accepted: 'teal',
  declined: 'gray',
  expired: 'gray',
  taken: 'orange',
  revoked: 'gray',
};

export function InvitationStateBadge({ state }: { state: InvitationState }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[state]} variant="light">
      {t(`shift-invitations.states.${state}`)}
    </Badge>
  );
}
