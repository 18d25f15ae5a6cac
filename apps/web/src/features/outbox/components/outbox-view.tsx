import { Group, Stack, Tabs, Text } from '@mantine/core';
import { IconMail, IconMessage } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvExportButton } from '@/components/list/csv-export-button';
import { type QueryLike, QueryState } from '@/components/query-state';
import { fetchAllMail, fetchAllSms } from '../api/export-outbox';
import { useMailOutbox } from '../api/get-mail-outbox';
import { useSmsOutbox } from '../api/get-sms-outbox';
import { MailOutboxTable, useMailCsvColumns } from './mail-outbox-table';
import { type OutboxMessage, OutboxMessageDrawer } from './outbox-message-drawer';
import { OutboxPages } from './outbox-pages';
import { SmsOutboxTable, useSmsCsvColumns } from './sms-outbox-table';
import { type OutboxTab, useOutboxParams } from './use-outbox-params';

type ListState = QueryLike<{ total: number }>;

function ListFrame({
  list,
  exportButton,
  children,
}: {
  list: ListState;
  exportButton: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (list.isPending || list.isError) {
    return <QueryState query={list} errorTitle={t('outbox.loadError')} />;
  }
  return (
    <Stack>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('outbox.total', { count: list.data?.total ?? 0 })}
        </Text>
        {exportButton}
      </Group>
      {list.data?.total === 0 ? <Text>{t('outbox.empty')}</Text> : children}
    </Stack>
  );
}

/** The account's outbox in two tabs, mail and SMS; the tab and the page are in the address. */
export function OutboxView({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const { tab, query, setTab, setPage } = useOutboxParams();
  const mail = useMailOutbox(accountId, query, tab === 'mail');
  const sms = useSmsOutbox(accountId, query, tab === 'sms');
  const mailCsvColumns = useMailCsvColumns();
  const smsCsvColumns = useSmsCsvColumns();
  const [opened, setOpened] = useState<OutboxMessage | null>(null);

  return (
    <>
      <Tabs value={tab} onChange={(value) => setTab((value ?? 'mail') as OutboxTab)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="mail" leftSection={<IconMail size={16} aria-hidden />}>
            {t('outbox.mail.tab')}
          </Tabs.Tab>
          <Tabs.Tab value="sms" leftSection={<IconMessage size={16} aria-hidden />}>
            {t('outbox.sms.tab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="mail" pt="md">
          <ListFrame
            list={mail}
            exportButton={
              <CsvExportButton
                fileBase={t('outbox.csv.mailFile')}
                columns={mailCsvColumns}
                fetchRows={() => fetchAllMail(accountId)}
              />
            }
          >
            <MailOutboxTable
              items={mail.data?.items ?? []}
              onOpen={(item) => setOpened({ type: 'mail', item })}
            />
            <OutboxPages
              total={mail.data?.total ?? 0}
              page={query.page}
              perPage={query.perPage}
              onChange={setPage}
            />
          </ListFrame>
        </Tabs.Panel>
        <Tabs.Panel value="sms" pt="md">
          <ListFrame
            list={sms}
            exportButton={
              <CsvExportButton
                fileBase={t('outbox.csv.smsFile')}
                columns={smsCsvColumns}
                fetchRows={() => fetchAllSms(accountId)}
              />
            }
          >
            <SmsOutboxTable
              items={sms.data?.items ?? []}
              onOpen={(item) => setOpened({ type: 'sms', item })}
            />
            <OutboxPages
              total={sms.data?.total ?? 0}
              page={query.page}
              perPage={query.perPage}
              onChange={setPage}
            />
          </ListFrame>
        </Tabs.Panel>
      </Tabs>
      <OutboxMessageDrawer message={opened} onClose={() => setOpened(null)} />
    </>
  );
}
