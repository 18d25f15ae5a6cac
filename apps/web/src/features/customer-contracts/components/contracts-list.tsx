import { Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { contractSearchMaxLength, listContractsQuerySchema } from '@portal/domain/customer-contracts';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useSearchListParams } from '@/hooks/use-search-list-params';
import { useContracts } from '../api/get-contracts';
import { ContractsTable } from './contracts-table';

/** Search, table and pages of the account's contracts; search and page are kept in the address. */
export function ContractsList({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const { query, setSearch, setPage } = useSearchListParams(listContractsQuerySchema);
  const [searchText, setSearchText] = useState(query.search ?? '');
  const [debouncedSearch] = useDebouncedValue(searchText, 300);
  const contracts = useContracts(accountId, query);

  useEffect(() => {
    if (debouncedSearch.trim() !== (query.search ?? '')) {
      setSearch(debouncedSearch.trim());
    }
  }, [debouncedSearch, query.search, setSearch]);

  const pageCount = contracts.data ? Math.max(1, Math.ceil(contracts.data.total / query.perPage)) : 1;

  return (
    <Stack>
      <TextInput
        label={t('customer-contracts.list.search')}
        placeholder={t('customer-contracts.list.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={contractSearchMaxLength}
        value={searchText}
        onChange={(event) => setSearchText(event.currentTarget.value)}
        maw={420}
      />
      {contracts.data && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('customer-contracts.list.total', { count: contracts.data.total })}
        </Text>
      )}
      <QueryState query={contracts} errorTitle={t('customer-contracts.list.loadError')} />
      {contracts.data &&
        (contracts.data.items.length === 0 ? (
          <Text>
            {query.search ? t('customer-contracts.list.emptySearch') : t('customer-contracts.list.empty')}
          </Text>
        ) : (
          <ContractsTable contracts={contracts.data.items} label={t('customer-contracts.list.title')} />
        ))}
      {contracts.data && pageCount > 1 && (
        <nav aria-label={t('customer-contracts.list.pagination.label')}>
          <Pagination
            total={pageCount}
            value={Math.min(query.page, pageCount)}
            onChange={setPage}
            getControlProps={(control) => ({
              'aria-label': t(`customer-contracts.list.pagination.${control}`),
            })}
            getItemProps={(page) => ({
              'aria-label': t('customer-contracts.list.pagination.page', { page }),
              'aria-current': page === query.page ? 'page' : undefined,
            })}
          />
        </nav>
      )}
    </Stack>
  );
}
