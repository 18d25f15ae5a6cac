import { Anchor, Stack, Text } from '@mantine/core';
import type { ApplicationListQuery, ApplicationRow } from '@portal/domain/recruitment';
import { formatDate } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CsvColumn } from '@/components/list/csv';
import { DataTable } from '@/components/list/data-table';
import { columnSort, type ListColumn } from '@/components/list/list-column';
import { useCareRoleLabel } from '@/hooks/use-care-role-label';
import { applicationPath } from '../applications.paths';
import { type SortOption, sortValueOf } from './application-sorts';
import { ApplicationStepBadge } from './application-step-badge';
import { useApplicationLabels } from './use-application-labels';
import type { ApplicationListChanges } from './use-application-list-params';

type Props = {
  rows: readonly ApplicationRow[];
  label: string;
  query: ApplicationListQuery;
  onSort: (changes: ApplicationListChanges) => void;
};

/** One page of applications: name (to the detail), step chip, role, place, seeking, applied, recruiter. */
export function ApplicationsTable({ rows, label, query, onSort }: Props) {
  const { t } = useTranslation();
  const roleLabel = useCareRoleLabel();
  const labels = useApplicationLabels();
  const current = sortValueOf(query);
  const sortBy = (ascending: SortOption, descending: SortOption, first: 'ascending' | 'descending') =>
    columnSort(
      current,
      { ascending, descending },
      (value) => {
        const [sort, order] = value.split(':');
        onSort({ sort: sort ?? null, order: order ?? null });
      },
      first,
    );
  const columns: ListColumn<ApplicationRow>[] = [
    {
      key: 'name',
      header: t('applications.fields.name'),
      card: 'title',
      sort: sortBy('name:asc', 'name:desc', 'ascending'),
      cell: (row) => (
        <Anchor component={Link} to={applicationPath(row.id)}>
          {row.fullName}
        </Anchor>
      ),
    },
    {
      key: 'step',
      header: t('applications.fields.step'),
      card: 'status',
      cell: (row) => <ApplicationStepBadge step={row.step} />,
    },
    { key: 'role', header: t('applications.fields.role'), cell: (row) => roleLabel(row.profession) },
    { key: 'place', header: t('applications.list.place'), cell: (row) => labels.place(row) || '–' },
    {
      key: 'seeking',
      header: t('applications.fields.seeking'),
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm">{labels.seekingOptions(row) || '–'}</Text>
          {row.applicationStart && (
            <Text size="xs" c="dimmed">
              {labels.seekingPeriod(row)}
              {row.longTermSeeking && ` · ${t('applications.list.seekingTerms.long-term')}`}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'created',
      header: t('applications.fields.createdAt'),
      sort: sortBy('created:asc', 'created:desc', 'descending'),
      cell: (row) => formatDate(row.createdAt),
    },
    {
      key: 'assignedTo',
      header: t('applications.fields.assignedTo'),
      cell: (row) => row.assignedTo?.fullName ?? '–',
    },
  ];
  return <DataTable rows={rows} columns={columns} rowId={(row) => row.id} label={label} minWidth={880} />;
}

/** The CSV columns of the list, in the UI language; dates as the screen shows them. */
export function useApplicationCsvColumns(): CsvColumn<ApplicationRow>[] {
  const { t } = useTranslation();
  const roleLabel = useCareRoleLabel();
  const labels = useApplicationLabels();
  return [
    { header: t('applications.fields.name'), value: (row) => row.fullName },
    { header: t('applications.fields.email'), value: (row) => row.email },
    { header: t('applications.fields.mobile'), value: (row) => row.mobile },
    { header: t('applications.fields.step'), value: (row) => t(`applications.steps.${row.step}`) },
    {
      header: t('applications.fields.role'),
      value: (row) => (row.profession ? roleLabel(row.profession) : null),
    },
    { header: t('applications.fields.region'), value: (row) => row.addressRegion },
    { header: t('applications.fields.city'), value: (row) => row.addressCity },
    { header: t('applications.fields.seeking'), value: (row) => labels.seekingOptions(row) },
    { header: t('applications.list.seekingPeriod'), value: (row) => labels.seekingPeriod(row) },
    { header: t('applications.fields.jobAd'), value: (row) => row.jobAdTitle },
    { header: t('applications.fields.source'), value: (row) => row.source },
    { header: t('applications.fields.createdAt'), value: (row) => formatDate(row.createdAt) },
    { header: t('applications.fields.assignedTo'), value: (row) => row.assignedTo?.fullName ?? null },
  ];
}
