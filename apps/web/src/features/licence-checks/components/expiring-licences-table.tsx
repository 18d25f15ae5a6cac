import { Table, Text } from '@mantine/core';
import type { ExpiringLicence } from '@portal/domain/licence-checks';
import { formatDayKey } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { useCareRoleLabel } from '@/hooks/use-care-role-label';
import { LicenceStandingBadge } from './licence-standing-badge';
import { useLicenceLabels } from './use-licence-labels';

/** The rights that end soon (or have ended), soonest first, with who holds them. */
export function ExpiringLicencesTable({ items }: { items: readonly ExpiringLicence[] }) {
  const { t } = useTranslation();
  const labels = useLicenceLabels();
  const roleLabel = useCareRoleLabel();
  if (items.length === 0) {
    return <Text c="dimmed">{t('licence-checks.expiring.none')}</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped>
        <Table.Caption>{t('licence-checks.expiring.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('licence-checks.columns.worker')}</Table.Th>
            <Table.Th>{t('licence-checks.columns.kind')}</Table.Th>
            <Table.Th>{t('licence-checks.columns.register')}</Table.Th>
            <Table.Th>{t('licence-checks.columns.validUntil')}</Table.Th>
            <Table.Th>{t('licence-checks.columns.standing')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.checkId}>
              <Table.Td>
                {item.workerName}
                {item.profession && (
                  <Text size="xs" c="dimmed">
                    {roleLabel(item.profession)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{labels.kind(item.kind)}</Table.Td>
              <Table.Td>
                {labels.register(item.register)}
                {item.registrationNumber ? ` ${item.registrationNumber}` : ''}
              </Table.Td>
              <Table.Td>{formatDayKey(item.validUntil)}</Table.Td>
              <Table.Td>
                <LicenceStandingBadge
                  standing={
                    item.daysLeft < 0
                      ? { state: 'expired', validUntil: item.validUntil }
                      : { state: 'expiring', validUntil: item.validUntil, daysLeft: item.daysLeft }
                  }
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
