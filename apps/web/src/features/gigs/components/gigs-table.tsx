import { Anchor, Text } from '@mantine/core';
import type { GigSummary, ListGigsQuery } from '@portal/domain/gigs';
import { formatDate } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { CsvColumn } from '@/components/list/csv';
import { DataTable } from '@/components/list/data-table';
import { columnSort, type ListColumn } from '@/components/list/list-column';
import { useCareRoleLabel } from '@/hooks/use-care-role-label';
import { useBoostTypeLabel } from '@/hooks/use-enum-labels';
import { GigLabelBadge } from './gig-label-badge';
import { gigEditPath } from './gig-paths';

function datesOf(gig: GigSummary): string {
  if (!gig.startDate || !gig.endDate) {
    return '–';
  }
  const start = formatDate(gig.startDate);
  const end = formatDate(gig.endDate);
  return start === end ? start : `${start} – ${end}`;
}

type SortChange = (sort: Pick<ListGigsQuery, 'sort' | 'order'>) => void;

/** The columns of the gigs list (title and dates sort it) and of its CSV export. */
function useGigColumns(query: Pick<ListGigsQuery, 'sort' | 'order'>, onSort: SortChange) {
  const { t } = useTranslation();
  const boostTypeLabel = useBoostTypeLabel();
  const roleLabel = useCareRoleLabel();
  const current = `${query.sort}:${query.order}`;
  const sortBy = (key: ListGigsQuery['sort'], first: 'ascending' | 'descending') =>
    columnSort(
      current,
      { ascending: `${key}:asc`, descending: `${key}:desc` },
      (value) => {
        const [sort, order] = value.split(':') as [ListGigsQuery['sort'], ListGigsQuery['order']];
        onSort({ sort, order });
      },
      first,
    );
  const boostOf = (gig: GigSummary) =>
    gig.boostType
      ? boostTypeLabel(gig.boostType) + (gig.boostValue !== null ? ` ${gig.boostValue}` : '')
      : '';
  const shiftsOf = (gig: GigSummary) =>
    t('gigs.list.shiftCounts', { available: gig.availableShifts, total: gig.totalShifts });

  const columns: ListColumn<GigSummary>[] = [
    {
      key: 'title',
      header: t('gigs.list.columns.title'),
      card: 'title',
      sort: sortBy('title', 'ascending'),
      cell: (gig) => (
        <Anchor component={Link} to={gigEditPath(gig.id)}>
          {gig.title}
        </Anchor>
      ),
    },
    { key: 'area', header: t('gigs.list.columns.area'), cell: (gig) => gig.areaName },
    {
      key: 'customerContract',
      header: t('gigs.list.columns.customerContract'),
      cell: (gig) => gig.contractName ?? '–',
    },
    {
      key: 'label',
      header: t('gigs.list.columns.label'),
      card: 'status',
      cell: (gig) => <GigLabelBadge label={gig.label} />,
    },
    {
      key: 'dates',
      header: t('gigs.list.columns.dates'),
      sort: sortBy('startDate', 'descending'),
      cell: datesOf,
    },
    { key: 'role', header: t('gigs.list.columns.role'), cell: (gig) => roleLabel(gig.roleType) },
    { key: 'shifts', header: t('gigs.list.columns.shifts'), align: 'right', cell: shiftsOf },
    {
      key: 'boost',
      header: t('gigs.list.columns.boost'),
      cell: (gig) =>
        boostOf(gig) || (
          <Text span c="dimmed">
            –
          </Text>
        ),
    },
  ];
  const csvColumns: CsvColumn<GigSummary>[] = [
    { header: t('gigs.list.columns.title'), value: (gig) => gig.title },
    { header: t('gigs.list.columns.area'), value: (gig) => gig.areaName },
    { header: t('gigs.list.columns.label'), value: (gig) => t(`gigs.labels.${gig.label}`) },
    { header: t('gigs.list.columns.dates'), value: (gig) => (gig.startDate ? datesOf(gig) : '') },
    { header: t('gigs.list.columns.role'), value: (gig) => (gig.roleType ? roleLabel(gig.roleType) : '') },
    { header: t('gigs.list.csv.availableShifts'), value: (gig) => gig.availableShifts },
    { header: t('gigs.list.csv.totalShifts'), value: (gig) => gig.totalShifts },
    { header: t('gigs.list.columns.boost'), value: boostOf },
  ];
  return { columns, csvColumns };
}

/** One page of gigs; a row (or its title link, for keyboards) opens the gig's edit page. */
export function GigsTable({
  gigs,
  label,
  query,
  onSort,
}: {
  gigs: readonly GigSummary[];
  label: string;
  query: Pick<ListGigsQuery, 'sort' | 'order'>;
  onSort: SortChange;
}) {
  const navigate = useNavigate();
  const { columns } = useGigColumns(query, onSort);
  return (
    <DataTable
      rows={gigs}
      columns={columns}
      rowId={(gig) => gig.id}
      label={label}
      minWidth={760}
      onRowClick={(gig) => void navigate(gigEditPath(gig.id))}
    />
  );
}

/** The CSV columns of the gigs list, in the UI language. */
export function useGigCsvColumns() {
  return useGigColumns({ sort: 'startDate', order: 'desc' }, () => undefined).csvColumns;
}
