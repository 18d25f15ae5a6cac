import { Group, Pagination, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CsvExportButton } from '@/components/list/csv-export-button';
import { QueryState } from '@/components/query-state';
import { fetchAllEmploymentContracts, useEmploymentContracts } from '../api/get-employment-contracts';
import { ContractsFilters } from './contracts-filters';
import { ContractsTable, useContractCsvColumns } from './contracts-table';
import { contractsPerPage, useContractListParams } from './use-contract-list-params';

/** Filters, the count, one page of the account's contracts and the pages; all of it kept in the address. */
export function ContractsList({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const { query, sort, page, update } = useContractListParams();
  const contracts = useEmploymentContracts(accountId, query);
  const csvColumns = useContractCsvColumns();
  const pageCount = contracts.data ? Math.max(1, Math.ceil(contracts.data.total / contractsPerPage)) : 1;

  return (
    <Stack>
      <ContractsFilters query={query} onChange={update} />
      <QueryState query={contracts} errorTitle={t('employment-contracts.list.loadError')} />
      {contracts.data && (
        <>
          <Group justify="space-between">
            <Text role="status" fw={500}>
              {t('employment-contracts.list.total', { count: contracts.data.total })}
            </Text>
            <CsvExportButton
              fileBase={t('employment-contracts.list.csvFile')}
              columns={csvColumns}
              fetchRows={() => fetchAllEmploymentContracts(accountId, query)}
            />
          </Group>
          {contracts.data.items.length === 0 ? (
            <Text>{t('employment-contracts.list.empty')}</Text>
          ) : (
            <ContractsTable
              contracts={contracts.data.items}
              sort={sort}
              onSort={(next) => update({ sort: next === 'created-desc' ? null : next })}
            />
          )}
        </>
      )}
      {pageCount > 1 && (
        <Group justify="center" component="nav" aria-label={t('employment-contracts.list.pages')}>
          <Pagination
            total={pageCount}
            value={Math.min(page, pageCount)}
            onChange={(next) => update({ page: next === 1 ? null : String(next) })}
            getControlProps={(control) => ({
              'aria-label': t(`employment-contracts.list.pageControls.${control}`),
            })}
            getItemProps={(item) => ({
              'aria-label': t('employment-contracts.list.page', { page: item }),
              'aria-current': item === page ? 'page' : undefined,
            })}
          />
        </Group>
      )}
    </Stack>
  );
}
