import { Anchor } from '@mantine/core';
import type { EmploymentContractSort, EmploymentContractSummary } from '@portal/domain/employment-contracts';
import { formatDateTime, formatDayKey } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CsvColumn } from '@/components/list/csv';
import { DataTable } from '@/components/list/data-table';
import { columnSort, type ListColumn } from '@/components/list/list-column';
import { contractPath } from '../employment-contracts.paths';
import { ContractStatusBadge } from './contract-status-badge';

type ContractSort = EmploymentContractSort;

const day = (value: string | null) => (value ? formatDayKey(value) : '');
const time = (value: string | null) => (value ? formatDateTime(value) : '');

/** The columns of the contracts list (worker and start sort it) and of its CSV export. */
function useContractColumns(sort: ContractSort, onSort: (sort: ContractSort) => void) {
  const { t } = useTranslation();
  const status = (contract: EmploymentContractSummary) =>
    t(`employment-contracts.statuses.${contract.status}`) +
    (contract.awaitingCountersign ? ` (${t('employment-contracts.awaitingCountersign')})` : '');

  const columns: ListColumn<EmploymentContractSummary>[] = [
    {
      key: 'title',
      header: t('employment-contracts.list.columns.title'),
      card: 'title',
      rowHeader: true,
      cell: (contract) => (
        <Anchor component={Link} to={contractPath(contract.id)}>
          {contract.title}
        </Anchor>
      ),
    },
    {
      key: 'worker',
      header: t('employment-contracts.list.columns.worker'),
      sort: columnSort(sort, { ascending: 'worker-asc', descending: 'worker-desc' }, onSort),
      cell: (contract) => contract.workerName,
    },
    {
      key: 'status',
      header: t('employment-contracts.list.columns.status'),
      card: 'status',
      cell: (contract) => (
        <ContractStatusBadge status={contract.status} awaitingCountersign={contract.awaitingCountersign} />
      ),
    },
    {
      key: 'startsOn',
      header: t('employment-contracts.list.columns.startsOn'),
      sort: columnSort(sort, { ascending: 'starts-asc', descending: 'starts-desc' }, onSort),
      cell: (contract) => day(contract.startsOn),
    },
    {
      key: 'expiresAt',
      header: t('employment-contracts.list.columns.expiresAt'),
      cell: (contract) => time(contract.expiresAt) || '–',
    },
    {
      key: 'signedAt',
      header: t('employment-contracts.list.columns.signedAt'),
      cell: (contract) => time(contract.signedAt) || '–',
    },
  ];

  const csvColumns: CsvColumn<EmploymentContractSummary>[] = [
    { header: t('employment-contracts.list.columns.title'), value: (contract) => contract.title },
    { header: t('employment-contracts.list.columns.worker'), value: (contract) => contract.workerName },
    { header: t('employment-contracts.list.columns.status'), value: status },
    { header: t('employment-contracts.list.columns.sentAt'), value: (contract) => time(contract.sentAt) },
    { header: t('employment-contracts.list.columns.startsOn'), value: (contract) => day(contract.startsOn) },
    { header: t('employment-contracts.list.columns.endsOn'), value: (contract) => day(contract.endsOn) },
    {
      header: t('employment-contracts.list.columns.expiresAt'),
      value: (contract) => time(contract.expiresAt),
    },
    { header: t('employment-contracts.list.columns.signedAt'), value: (contract) => time(contract.signedAt) },
  ];
  return { columns, csvColumns };
}

/** One page of contracts: the title opens the contract. */
export function ContractsTable({
  contracts,
  sort,
  onSort,
}: {
  contracts: readonly EmploymentContractSummary[];
  sort: ContractSort;
  onSort: (sort: ContractSort) => void;
}) {
  const { t } = useTranslation();
  const { columns } = useContractColumns(sort, onSort);
  return (
    <DataTable
      rows={contracts}
      columns={columns}
      rowId={(contract) => contract.id}
      label={t('employment-contracts.list.title')}
    />
  );
}

/** The CSV columns of the contracts list, in the UI language. */
export function useContractCsvColumns() {
  return useContractColumns('created-desc', () => undefined).csvColumns;
}
