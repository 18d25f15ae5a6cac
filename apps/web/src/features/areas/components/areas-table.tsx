import { Anchor, Group, Text } from '@mantine/core';
import type { Area } from '@portal/domain/areas';
import { IconMapPinFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CsvColumn } from '@/components/list/csv';
import { DataTable } from '@/components/list/data-table';
import type { ListColumn } from '@/components/list/list-column';
import { areaEditPath } from './area-paths';

function addressOf(area: Area): string {
  const town = [area.postcode, area.city].filter(Boolean).join(' ');
  return [area.streetAddress, town].filter(Boolean).join(', ');
}

/** The areas of one page: facility (to its edit page), address, region, ring, customer contract, contact, location. */
export function AreasTable({ areas, label }: { areas: readonly Area[]; label: string }) {
  const { t } = useTranslation();
  const columns: ListColumn<Area>[] = [
    {
      key: 'name',
      header: t('areas.list.name'),
      card: 'title',
      cell: (area) => (
        <Anchor component={Link} to={areaEditPath(area.id)}>
          {area.name}
        </Anchor>
      ),
    },
    { key: 'address', header: t('areas.list.address'), cell: (area) => addressOf(area) || '–' },
    { key: 'region', header: t('areas.list.region'), cell: (area) => area.region ?? '–' },
    { key: 'ring', header: t('areas.list.ring'), cell: (area) => area.poolName ?? '–' },
    {
      key: 'customerContract',
      header: t('areas.list.customerContract'),
      cell: (area) => area.contractName ?? '–',
    },
    { key: 'contact', header: t('areas.list.contact'), cell: (area) => area.contact ?? '–' },
    {
      key: 'location',
      header: t('areas.list.location'),
      cell: (area) =>
        area.latitude !== null ? (
          <Group gap={4} wrap="nowrap" component="span">
            <IconMapPinFilled size={14} aria-hidden />
            <Text span size="sm">
              {t('areas.list.located')}
            </Text>
          </Group>
        ) : (
          <Text span size="sm" c="dimmed">
            {t('areas.list.notLocated')}
          </Text>
        ),
    },
  ];
  return <DataTable rows={areas} columns={columns} rowId={(area) => area.id} label={label} />;
}

/** The CSV columns of the areas list, in the UI language; coordinates as numbers. */
export function useAreaCsvColumns(): CsvColumn<Area>[] {
  const { t } = useTranslation();
  return [
    { header: t('areas.list.name'), value: (area) => area.name },
    { header: t('areas.list.csv.streetAddress'), value: (area) => area.streetAddress },
    { header: t('areas.list.csv.postcode'), value: (area) => area.postcode },
    { header: t('areas.list.csv.city'), value: (area) => area.city },
    { header: t('areas.list.region'), value: (area) => area.region },
    { header: t('areas.list.ring'), value: (area) => area.poolName },
    { header: t('areas.list.contact'), value: (area) => area.contact },
    { header: t('areas.list.csv.latitude'), value: (area) => area.latitude },
    { header: t('areas.list.csv.longitude'), value: (area) => area.longitude },
  ];
}
