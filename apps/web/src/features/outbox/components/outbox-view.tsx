import { Stack, Tabs, Text } from '@mantine/core';
import { IconMail, IconMessage } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type QueryLike, QueryState } from '@/components/query-state';
import { useMailOutbox } from '../api/get-mail-outbox';
import { useSmsOutbox } from '../api/get-sms-outbox';
import { MailOutboxTable } from './mail-outbox-table';
import { OutboxPages } from './outbox-pages';
import { SmsOutboxTable } from './sms-outbox-table';
import { type OutboxTab, useOutboxParams } from './use-outbox-params';

type ListState = QueryLike<{ total: number }>;

function ListFrame({ list, children }: { list: ListState; children: ReactNode }) {
  const { t } = useTranslation();
  if (list.isPending || list.isError) {
    return <QueryState query={list} errorTitle={t('outbox.loadError')} />;
  }
  return (
    <Stack>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('outbox.total', { count: list.data?.total ?? 0 })}
      </Text>
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

  return (
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
        <ListFrame list={mail}>
          <MailOutboxTable items={mail.data?.items ?? []} />
          <OutboxPages
            total={mail.data?.total ?? 0}
            page={query.page}
            perPage={query.perPage}
            onChange={setPage}
          />
        </ListFrame>
      </Tabs.Panel>
      <Tabs.Panel value="sms" pt="md">
        <ListFrame list={sms}>
          <SmsOutboxTable items={sms.data?.items ?? []} />
          <OutboxPages
            total={sms.data?.total ?? 0}
            page={query.page}
            perPage={query.perPage}
            onChange={setPage}
          />
        </ListFrame>
      </Tabs.Panel>
    </Tabs>
  );
}
