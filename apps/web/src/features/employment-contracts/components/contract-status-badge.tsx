import { Badge, Group, type MantineColor } from '@mantine/core';
import type { ContractStatus } from '@portal/domain/employment-contracts';
import { useTranslation } from 'react-i18next';

const colors: Record<ContractStatus, MantineColor> = {
  draft: 'gray',
  sent: 'blue',
  viewed: 'indigo',
  signed: 'teal',
  declined: 'red',
  expired: 'orange',
  cancelled: 'dark',
};

/** A contract's status, and beside a signed one "awaiting countersignature" while the employer's is due. */
export function ContractStatusBadge({
  status,
  awaitingCountersign = false,
}: {
  status: ContractStatus;
  awaitingCountersign?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={colors[status]} variant="light" style={{ minWidth: 'max-content' }}>
        {t(`employment-contracts.statuses.${status}`)}
      </Badge>
      {awaitingCountersign && (
        <Badge color="yellow" variant="light" style={{ minWidth: 'max-content' }}>
          {t('employment-contracts.awaitingCountersign')}
        </Badge>
      )}
    </Group>
  );
}
