import { Table, Text } from '@mantine/core';
import type { MailOutboxItem } from '@portal/domain/outbox';
import { useTranslation } from 'react-i18next';
import { useOutboxLabels } from './outbox-labels';
import { StatusBadge } from './status-badge';

/** E-mail in the outbox: recipient, subject, kind, status (with the last error), created and sent times. */
export function MailOutboxTable({ items }: { items: readonly MailOutboxItem[] }) {
  const { t } = useTranslation();
  const labels = useOutboxLabels();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped aria-label={t('outbox.mail.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('outbox.columns.to')}</Table.Th>
            <Table.Th scope="col">{t('outbox.columns.subject')}</Table.Th>
            <Table.Th scope="col">{t('outbox.columns.kind')}</Table.Th>
            <Table.Th scope="col">{t('outbox.columns.status')}</Table.Th>
            <Table.Th scope="col">{t('outbox.columns.created')}</Table.Th>
            <Table.Th scope="col">{t('outbox.columns.sent')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{item.to}</Table.Td>
              <Table.Td>{item.subject}</Table.Td>
              <Table.Td>{labels.kind(item.kind)}</Table.Td>
              <Table.Td>
                <StatusBadge status={item.status} />
                {item.error && (
                  <Text size="xs" c="dimmed">
                    {item.error}
                  </Text>
                )}
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
