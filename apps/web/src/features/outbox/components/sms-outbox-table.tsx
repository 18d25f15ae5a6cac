import { Table, Text } from '@mantine/core';
import type { SmsOutboxItem } from '@portal/domain/outbox';
import { useTranslation } from 'react-i18next';
import { useOutboxLabels } from './outbox-labels';
import { StatusBadge } from './status-badge';

/** SMS in the outbox: recipient, message, kind, status, segments (and encoding), created and sent times. */
export function SmsOutboxTable({ items }: { items: readonly SmsOutboxItem[] }) {
  const { t } = useTranslation();
  const labels = useOutboxLabels();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped aria-label={t('outbox.sms.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('outbox.columns.to')}</Table.Th>
            <Table.Th scope="col">{t('outbox.columns.message')}</Table.Th>
            <Table.Th scope="col">{t('outbox.columns.kind')}</Table.Th>
            <Table.Th scope="col">{t('outbox.columns.status')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('outbox.columns.segments')}
            </Table.Th>
            <Table.Th scope="col">{t('outbox.columns.created')}</Table.Th>
            <Table.Th scope="col">{t('outbox.columns.sent')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{item.to}</Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-wrap', maxWidth: 360 }}>{item.message}</Table.Td>
              <Table.Td>{labels.kind(item.kind)}</Table.Td>
              <Table.Td>
                <StatusBadge status={item.status} />
                {item.error && (
                  <Text size="xs" c="dimmed">
                    {item.error}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">
                {item.segments}
                <Text span size="xs" c="dimmed">
                  {` (${t(`outbox.encodings.${item.encoding}`)})`}
                </Text>
              </Table.Td>
              <Table.Td>{labels.time(item.createdAt)}</Table.Td>
              <Table.Td>{labels.time(item.sentAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
