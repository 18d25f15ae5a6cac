import { Anchor, Table, Text } from '@mantine/core';
import { formatDateTime } from '@portal/domain/shared';
import type { SmsBroadcast } from '@portal/domain/sms-broadcasts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { keyboardScrollable } from '@/components/keyboard-scrollable';
import { editSmsPath, smsDeliveryPath } from '../sms-broadcasts.paths';
import { SmsProgress } from './sms-progress';
import { SmsStatusBadge } from './sms-status-badge';

/** The account's bulk SMS: a draft opens in the editor, a sent one in its delivery view. */
export function SmsBroadcastsTable({ items }: { items: readonly SmsBroadcast[] }) {
  const { t } = useTranslation();
  if (items.length === 0) {
    return <Text>{t('sms-broadcasts.list.empty')}</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={720} scrollAreaProps={keyboardScrollable}>
      <Table aria-label={t('sms-broadcasts.list.table')} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('sms-broadcasts.fields.title')}</Table.Th>
            <Table.Th scope="col">{t('sms-broadcasts.list.status')}</Table.Th>
            <Table.Th scope="col">{t('sms-broadcasts.list.progress')}</Table.Th>
            <Table.Th scope="col">{t('sms-broadcasts.list.created')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={item.status === 'draft' ? editSmsPath(item.id) : smsDeliveryPath(item.id)}
                >
                  {item.title}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <SmsStatusBadge status={item.status} />
              </Table.Td>
              <Table.Td miw={200}>{item.progress ? <SmsProgress progress={item.progress} /> : '–'}</Table.Td>
              <Table.Td>
                {formatDateTime(item.createdAt)}
                {item.createdByName ? ` · ${item.createdByName}` : ''}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
