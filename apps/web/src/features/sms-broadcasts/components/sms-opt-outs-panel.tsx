import { Button, Group, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { formatDateTime } from '@portal/domain/shared';
import {
  type SmsOptOutInput,
  smsBroadcastPageSize,
  smsOptOutInputSchema,
} from '@portal/domain/sms-broadcasts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmedDeleteButton } from '@/components/confirmed-delete-button';
import { keyboardScrollable } from '@/components/keyboard-scrollable';
import { QueryState } from '@/components/query-state';
import { useCan } from '@/lib/can';
import { notify } from '@/lib/notify';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useAddSmsOptOut, useRemoveSmsOptOut, useSmsOptOuts } from '../api/sms-opt-outs';
import { routeAccess } from '../sms-broadcasts.paths';

function AddOptOutForm({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const add = useAddSmsOptOut(accountId);
  const form = useSchemaForm({
    initialValues: { mobile: '' },
    schema: smsOptOutInputSchema,
    issueErrors: () => ({ mobile: t('errors.SMS_OPT_OUT_MOBILE_INVALID') }),
    onSubmit: async (input: SmsOptOutInput, _values, helpers) => {
      const added = await add.mutateAsync(input);
      notify.success({ message: t('sms-broadcasts.optOuts.added', { mobile: added.mobile }) });
      helpers.reset();
    },
  });
  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Group align="flex-start">
        <TextInput label={t('sms-broadcasts.optOuts.mobile')} {...form.field('mobile')} required />
        <Button type="submit" mt={25} loading={add.isPending}>
          {t('sms-broadcasts.optOuts.add')}
        </Button>
      </Group>
    </form>
  );
}

/**
 * The numbers that get no bulk SMS (asked by the worker): left out when recipients are fixed and skipped
 * at send time. Staff add a number on the worker's behalf or remove it.
 */
export function SmsOptOutsPanel({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const canManage = useCan(routeAccess.manage);
  const [page, setPage] = useState(1);
  const optOuts = useSmsOptOuts(accountId, { page, perPage: smsBroadcastPageSize });
  const remove = useRemoveSmsOptOut(accountId);
  return (
    <Stack>
      {canManage && <AddOptOutForm accountId={accountId} />}
      <QueryState query={optOuts} errorTitle={t('sms-broadcasts.optOuts.loadError')}>
        {(data) =>
          data.items.length === 0 ? (
            <Text>{t('sms-broadcasts.optOuts.empty')}</Text>
          ) : (
            <Stack>
              <Table.ScrollContainer minWidth={480} scrollAreaProps={keyboardScrollable}>
                <Table aria-label={t('sms-broadcasts.optOuts.table')} striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('sms-broadcasts.optOuts.mobile')}</Table.Th>
                      <Table.Th scope="col">{t('sms-broadcasts.optOuts.since')}</Table.Th>
                      <Table.Th scope="col">{t('sms-broadcasts.optOuts.actions')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.items.map((item) => (
                      <Table.Tr key={item.mobile}>
                        <Table.Td>{item.mobile}</Table.Td>
                        <Table.Td>{formatDateTime(item.createdAt)}</Table.Td>
                        <Table.Td>
                          {canManage && (
                            <ConfirmedDeleteButton
                              label={t('sms-broadcasts.optOuts.remove', { mobile: item.mobile })}
                              title={t('sms-broadcasts.optOuts.removeTitle')}
                              message={t('sms-broadcasts.optOuts.removeMessage', { mobile: item.mobile })}
                              confirmLabel={t('sms-broadcasts.optOuts.removeConfirm')}
                              isPending={remove.isPending}
                              onDelete={async () => {
                                await remove.mutateAsync(item.mobile);
                              }}
                            />
                          )}
                        </Table.Td>
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
