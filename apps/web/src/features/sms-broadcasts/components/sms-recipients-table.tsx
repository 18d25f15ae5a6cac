import { Group, Pagination, Select, Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '@portal/domain/shared';
import {
  type SmsRecipientStatus,
  smsBroadcastPageSize,
  smsRecipientStatuses,
} from '@portal/domain/sms-broadcasts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keyboardScrollable } from '@/components/keyboard-scrollable';
import { QueryState } from '@/components/query-state';
import { useSmsRecipients } from '../api/get-sms-broadcasts';
import { SmsRecipientStatusBadge } from './sms-status-badge';

/** A sent broadcast's delivery, one row a recipient, filtered by status, in pages of 10. */
export function SmsRecipientsTable({
  accountId,
  broadcastId,
  sending,
}: {
  accountId: string;
  broadcastId: string;
  sending: boolean;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<SmsRecipientStatus | null>(null);
  const recipients = useSmsRecipients(
    accountId,
    broadcastId,
    { page, perPage: smsBroadcastPageSize, ...(status ? { status } : {}) },
    sending,
  );
  return (
    <Stack>
      <Select
        label={t('sms-broadcasts.delivery.statusFilter')}
        placeholder={t('sms-broadcasts.delivery.allStatuses')}
        data={smsRecipientStatuses.map((value) => ({
          value,
          label: t(`sms-broadcasts.recipientStatuses.${value}`),
        }))}
        value={status}
        onChange={(value) => {
          setStatus(value as SmsRecipientStatus | null);
          setPage(1);
        }}
        clearable
        maw={280}
      />
      <QueryState query={recipients} errorTitle={t('sms-broadcasts.delivery.loadError')}>
        {(data) =>
          data.items.length === 0 ? (
            <Text>{t('sms-broadcasts.delivery.empty')}</Text>
          ) : (
            <Stack>
              <Table.ScrollContainer minWidth={640} scrollAreaProps={keyboardScrollable}>
                <Table aria-label={t('sms-broadcasts.delivery.table')} striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('sms-broadcasts.delivery.worker')}</Table.Th>
                      <Table.Th scope="col">{t('sms-broadcasts.delivery.mobile')}</Table.Th>
                      <Table.Th scope="col">{t('sms-broadcasts.delivery.status')}</Table.Th>
                      <Table.Th scope="col">{t('sms-broadcasts.delivery.sentAt')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.items.map((item) => (
                      <Table.Tr key={item.workerId}>
                        <Table.Td>{item.name}</Table.Td>
                        <Table.Td>{item.mobile}</Table.Td>
                        <Table.Td>
                          <SmsRecipientStatusBadge status={item.status} />
                          {item.error && (
                            <Text size="xs" c="dimmed">
                              {item.error}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>{item.sentAt ? formatDateTime(item.sentAt) : '–'}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {data.total > smsBroadcastPageSize && (
                <Group justify="center">
                  <Pagination
                    total={Math.ceil(data.total / smsBroadcastPageSize)}
                    value={page}
                    onChange={setPage}
                    getControlProps={(control) => ({
                      'aria-label': t(`sms-broadcasts.list.pages.${control}`),
                    })}
                  />
                </Group>
              )}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
