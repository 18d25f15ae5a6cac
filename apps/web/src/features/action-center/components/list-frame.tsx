import { Pagination, Stack, Text } from '@mantine/core';
import type { ListActionCenterQuery } from '@portal/domain/action-center';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type QueryLike, QueryState } from '@/components/query-state';

type ListState = QueryLike<{ total: number }>;

/** What every action-center tab gets from the view: the account and the page in the address. */
export type ActionCenterTabProps = {
  accountId: string;
  query: ListActionCenterQuery;
  onPageChange: (page: number) => void;
};

/** Loading, failure with retry, the count, an empty text or the list, and its page links. */
export function ListFrame({
  list,
  emptyText,
  query,
  onPageChange,
  children,
}: Omit<ActionCenterTabProps, 'accountId'> & { list: ListState; emptyText: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { page, perPage } = query;
  if (list.isPending || list.isError) {
    return <QueryState query={list} errorTitle={t('action-center.loadError')} />;
  }
  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  return (
    <Stack>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('action-center.total', { count: total })}
      </Text>
      {total === 0 ? <Text>{emptyText}</Text> : children}
      {pageCount > 1 && (
        <nav aria-label={t('action-center.pagination.label')}>
          <Pagination
            total={pageCount}
            value={Math.min(page, pageCount)}
            onChange={onPageChange}
            getControlProps={(control) => ({ 'aria-label': t(`action-center.pagination.${control}`) })}
            getItemProps={(item) => ({
              'aria-label': t('action-center.pagination.page', { page: item }),
              'aria-current': item === page ? 'page' : undefined,
            })}
          />
        </nav>
      )}
    </Stack>
  );
}
