import { Anchor, Group, Table, Text } from '@mantine/core';
import type { DocumentRequestSummary } from '@portal/domain/document-requests';
import { formatDayKey } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { keyboardScrollable } from '@/components/keyboard-scrollable';
import { documentRequestPath } from '../document-requests.paths';
import { DocumentRequestStatusBadge, OverdueBadge } from './document-request-status-badge';

/** The account's requests: title, worker, status (overdue marked), deadline and documents received. */
export function DocumentRequestsTable({ items }: { items: readonly DocumentRequestSummary[] }) {
  const { t } = useTranslation();
  if (items.length === 0) {
    return <Text>{t('document-requests.list.empty')}</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={720} scrollAreaProps={keyboardScrollable}>
      <Table aria-label={t('document-requests.list.table')} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('document-requests.list.request')}</Table.Th>
            <Table.Th scope="col">{t('document-requests.list.worker')}</Table.Th>
            <Table.Th scope="col">{t('document-requests.list.status')}</Table.Th>
            <Table.Th scope="col">{t('document-requests.list.deadline')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('document-requests.list.documents')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <Anchor component={Link} to={documentRequestPath(item.id)}>
                  {item.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{item.workerName}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <DocumentRequestStatusBadge status={item.status} />
                  {item.overdue && <OverdueBadge />}
                </Group>
              </Table.Td>
              <Table.Td>{item.deadline ? formatDayKey(item.deadline) : '–'}</Table.Td>
              <Table.Td ta="right">
                {t('document-requests.list.received', {
                  received: item.receivedCount,
                  total: item.documentCount,
                })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
