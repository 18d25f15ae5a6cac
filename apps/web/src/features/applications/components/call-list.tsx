import { Pagination, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useCallList } from '../api/get-call-list';
import { CallListRow } from './call-list-row';

const perPage = 20;

/** The applicants to phone, oldest application first, each with its outcome buttons. */
export function CallList({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const callList = useCallList(accountId, { page, perPage });
  const pageCount = callList.data ? Math.max(1, Math.ceil(callList.data.total / perPage)) : 1;

  return (
    <Stack>
      <Text>{t('applications.callList.intro')}</Text>
      <QueryState
        query={callList}
        errorTitle={t('applications.callList.loadError')}
        empty={{ when: (data) => data.items.length === 0, text: t('applications.callList.empty') }}
      >
        {(data) => (
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('applications.callList.title')}
          >
            {data.items.map((row) => (
              <CallListRow key={row.id} accountId={accountId} row={row} />
            ))}
          </Stack>
        )}
      </QueryState>
      {pageCount > 1 && (
        <nav aria-label={t('applications.list.pagination.label')}>
          <Pagination
            total={pageCount}
            value={Math.min(page, pageCount)}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`applications.list.pagination.${control}`) })}
            getItemProps={(item) => ({
              'aria-label': t('applications.list.pagination.page', { page: item }),
              'aria-current': item === page ? 'page' : undefined,
            })}
          />
        </nav>
      )}
    </Stack>
  );
}
