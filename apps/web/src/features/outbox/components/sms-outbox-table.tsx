import { Button, Text } from '@mantine/core';
import type { SmsOutboxItem } from '@portal/domain/outbox';
import { useTranslation } from 'react-i18next';
import type { CsvColumn } from '@/components/list/csv';
import { DataTable, hiddenHeader } from '@/components/list/data-table';
import type { ListColumn } from '@/components/list/list-column';
import { useOutboxLabels } from './outbox-labels';
import { StatusBadge } from './status-badge';

const wrap = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** SMS in the outbox: recipient, message (its start), kind, status, segments, times; a row opens in full. */
export function SmsOutboxTable({
  items,
  onOpen,
}: {
  items: readonly SmsOutboxItem[];
  onOpen: (item: SmsOutboxItem) => void;
}) {
  const { t } = useTranslation();
  const labels = useOutboxLabels();
  const columns: ListColumn<SmsOutboxItem>[] = [
    { key: 'to', header: t('outbox.columns.to'), card: 'title', cell: (item) => item.to },
    {
      key: 'message',
      header: t('outbox.columns.message'),
      cell: (item) => (
        <Text size="sm" lineClamp={3} style={wrap} maw={360}>
          {item.message}
        </Text>
      ),
    },
    { key: 'kind', header: t('outbox.columns.kind'), cell: (item) => labels.kind(item.kind) },
    {
      key: 'status',
      header: t('outbox.columns.status'),
      card: 'status',
      cell: (item) => (
        <>
          <StatusBadge status={item.status} />
          {item.error && (
            <Text size="xs" c="dimmed" lineClamp={2} style={wrap}>
              {item.error}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'segments',
      header: t('outbox.columns.segments'),
      align: 'right',
      cell: (item) => (
        <>
          {item.segments}
          <Text span size="xs" c="dimmed">
            {` (${t(`outbox.encodings.${item.encoding}`)})`}
          </Text>
        </>
      ),
    },
    { key: 'created', header: t('outbox.columns.created'), cell: (item) => labels.time(item.createdAt) },
    { key: 'sent', header: t('outbox.columns.sent'), cell: (item) => labels.time(item.sentAt) },
    {
      key: 'open',
      header: hiddenHeader(t('outbox.detail.actions')),
      cardLabel: t('outbox.detail.actions'),
      cell: (item) => (
        <Button
          size="xs"
          variant="default"
          aria-label={t('outbox.detail.openSms', { to: item.to, time: labels.time(item.createdAt) })}
          onClick={() => onOpen(item)}
        >
          {t('outbox.detail.open')}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      rows={items}
      columns={columns}
      rowId={(item) => item.id}
      label={t('outbox.sms.title')}
      minWidth={860}
    />
  );
}

/** The CSV columns of the SMS outbox, in the UI language; the whole message. */
export function useSmsCsvColumns(): CsvColumn<SmsOutboxItem>[] {
  const { t } = useTranslation();
  const labels = useOutboxLabels();
  return [
    { header: t('outbox.columns.to'), value: (item) => item.to },
    { header: t('outbox.columns.message'), value: (item) => item.message },
    { header: t('outbox.columns.kind'), value: (item) => labels.kind(item.kind) },
    { header: t('outbox.columns.status'), value: (item) => labels.status(item.status) },
    { header: t('outbox.columns.segments'), value: (item) => item.segments },
    { header: t('outbox.detail.encoding'), value: (item) => t(`outbox.encodings.${item.encoding}`) },
    { header: t('outbox.detail.attempts'), value: (item) => item.attempts },
    { header: t('outbox.detail.error'), value: (item) => item.error },
    { header: t('outbox.columns.created'), value: (item) => labels.time(item.createdAt) },
    { header: t('outbox.columns.sent'), value: (item) => (item.sentAt ? labels.time(item.sentAt) : '') },
  ];
}
