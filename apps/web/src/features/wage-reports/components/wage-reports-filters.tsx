import { Box, Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { type ListWageReportsQuery, wageReportStates } from '@portal/domain/incomes-register';
import { useTranslation } from 'react-i18next';
import { DateFilterField } from '@/components/date-filter-field';
import { countActiveFilters, ListFilters } from '@/components/list/list-filters';
import { useReportFormat } from './use-report-format';
import type { WageReportFilterChanges } from './use-wage-report-list-params';
import { WorkerFilter } from './worker-filter';

const filterNames = ['status', 'from', 'to', 'workerId'] as const;

/** Status and payment date filters of the wage reports list; on a phone they wait in a drawer. */
export function WageReportsFilters({
  accountId,
  workerName,
  query,
  setFilters,
  clearFilters,
}: {
  accountId: string;
  /** The filtered worker's name, when the list's rows give it. */
  workerName: string | undefined;
  query: ListWageReportsQuery;
  setFilters: (changes: WageReportFilterChanges) => void;
  clearFilters: () => void;
}) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const fields = (
    <>
      <Select
        label={t('wage-reports.list.filters.status')}
        placeholder={t('wage-reports.list.filters.all')}
        clearable
        data={wageReportStates.map((status) => ({ value: status, label: format.status(status) }))}
        value={query.status ?? null}
        onChange={(value) => setFilters({ status: value ?? undefined })}
      />
      <WorkerFilter
        accountId={accountId}
        workerId={query.workerId}
        knownName={workerName}
        onChange={(workerId) => setFilters({ workerId })}
      />
      <DateFilterField
        label={t('wage-reports.list.filters.from')}
        day={query.from}
        onChange={(from) => setFilters({ from })}
      />
      <DateFilterField
        label={t('wage-reports.list.filters.to')}
        day={query.to}
        onChange={(to) => setFilters({ to })}
      />
      <Group align="flex-end" h="100%">
        <Button variant="subtle" onClick={clearFilters}>
          {t('wage-reports.list.filters.clear')}
        </Button>
      </Group>
    </>
  );
  return (
    <Box role="search" aria-label={t('wage-reports.list.filters.label')}>
      <ListFilters
        activeCount={countActiveFilters(query, filterNames)}
        wideLayout={<SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>{fields}</SimpleGrid>}
      >
        <Stack>{fields}</Stack>
      </ListFilters>
    </Box>
  );
}
