import { Anchor } from '@mantine/core';
import type { JobAdView } from '@portal/domain/job-ads';
import { formatDate, formatDayKey } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CsvColumn } from '@/components/list/csv';
import { DataTable } from '@/components/list/data-table';
import { columnSort, type ListColumn } from '@/components/list/list-column';
import { jobAdEditPath } from '../job-ads.paths';
import { JobAdStatusBadge } from './job-ad-status-badge';
import type { JobAdsQuery } from './use-job-ad-list-params';

type Sort = Pick<JobAdsQuery, 'sort' | 'order'>;

const placeOf = (ad: JobAdView) => [ad.city, ad.region].filter(Boolean).join(', ');

/** The ads of one page: title (to the form, sortable), role, place, type, status, posted (sortable), last day. */
export function JobAdsTable({
  ads,
  label,
  query,
  onSort,
}: {
  ads: readonly JobAdView[];
  label: string;
  query: Sort;
  onSort: (sort: Sort) => void;
}) {
  const { t } = useTranslation();
  const current = `${query.sort}:${query.order}`;
  const sortBy = (key: Sort['sort'], first: 'ascending' | 'descending') =>
    columnSort(
      current,
      { ascending: `${key}:asc`, descending: `${key}:desc` },
      (value) => {
        const [sort, order] = value.split(':') as [Sort['sort'], Sort['order']];
        onSort({ sort, order });
      },
      first,
    );
  const columns: ListColumn<JobAdView>[] = [
    {
      key: 'title',
      header: t('job-ads.list.adTitle'),
      card: 'title',
      sort: sortBy('title', 'ascending'),
      cell: (ad) => (
        <Anchor component={Link} to={jobAdEditPath(ad.id)}>
          {ad.title}
        </Anchor>
      ),
    },
    {
      key: 'status',
      header: t('job-ads.list.status'),
      card: 'status',
      cell: (ad) => <JobAdStatusBadge status={ad.status} />,
    },
    { key: 'role', header: t('job-ads.fields.role'), cell: (ad) => ad.role },
    { key: 'place', header: t('job-ads.list.place'), cell: (ad) => placeOf(ad) || '–' },
    {
      key: 'type',
      header: t('job-ads.fields.employmentType'),
      cell: (ad) => t(`job-ads.employmentTypes.${ad.employmentType}`),
    },
    {
      key: 'published',
      header: t('job-ads.list.published'),
      sort: sortBy('published', 'descending'),
      cell: (ad) => (ad.publishedAt ? formatDate(ad.publishedAt) : '–'),
    },
    {
      key: 'validThrough',
      header: t('job-ads.fields.validThrough'),
      cell: (ad) => (ad.validThrough ? formatDayKey(ad.validThrough) : '–'),
    },
  ];
  return <DataTable rows={ads} columns={columns} rowId={(ad) => ad.id} label={label} />;
}

/** The CSV columns of the list, in the UI language; dates as the screen shows them. */
export function useJobAdCsvColumns(): CsvColumn<JobAdView>[] {
  const { t } = useTranslation();
  return [
    { header: t('job-ads.list.adTitle'), value: (ad) => ad.title },
    { header: t('job-ads.list.status'), value: (ad) => t(`job-ads.statuses.${ad.status}`) },
    { header: t('job-ads.fields.role'), value: (ad) => ad.role },
    { header: t('job-ads.fields.city'), value: (ad) => ad.city },
    { header: t('job-ads.fields.region'), value: (ad) => ad.region },
    {
      header: t('job-ads.fields.employmentType'),
      value: (ad) => t(`job-ads.employmentTypes.${ad.employmentType}`),
    },
    {
      header: t('job-ads.list.published'),
      value: (ad) => (ad.publishedAt ? formatDate(ad.publishedAt) : null),
    },
    {
      header: t('job-ads.fields.validThrough'),
      value: (ad) => (ad.validThrough ? formatDayKey(ad.validThrough) : null),
    },
    { header: t('job-ads.fields.keywords'), value: (ad) => ad.keywords.join(', ') },
  ];
}
