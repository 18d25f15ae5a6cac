import { Button, Text } from '@mantine/core';
import type { MailOutboxItem } from '@portal/domain/outbox';
import { useTranslation } from 'react-i18next';
import type { CsvColumn } from '@/components/list/csv';
import { DataTable, hiddenHeader } from '@/components/list/data-table';
import type { ListColumn } from '@/components/list/list-column';
import { useOutboxLabels } from './outbox-labels';
import { StatusBadge } from './status-badge';

const wrap = { overflowWrap: 'anywhere' } as const;

/** E-mail in the outbox: recipient, subject, kind, status (with the last error), times; a row opens in full. */
export function MailOutboxTable({
  items,
  onOpen,
}: {
  items: readonly MailOutboxItem[];
  onOpen: (item: MailOutboxItem) => void;
}) {
  const { t } = useTranslation();
  const labels = useOutboxLabels();
  const columns: ListColumn<MailOutboxItem>[] = [
    {
      key: 'to',
      header: t('outbox.columns.to'),
      card: 'title',
      cell: (item) => <span style={wrap}>{item.to}</span>,
    },
    {
      key: 'subject',
      header: t('outbox.columns.subject'),
      cell: (item) => (
        <Text size="sm" lineClamp={3} style={wrap}>
          {item.subject}
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
          aria-label={t('outbox.detail.openMail', { to: item.to, time: labels.time(item.createdAt) })}
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
      label={t('outbox.mail.title')}
      minWidth={760}
    />
  );
}

/** The CSV columns of the e-mail outbox, in the UI language. */
export function useMailCsvColumns(): CsvColumn<MailOutboxItem>[] {
  const { t } = useTranslation();
  const labels = useOutboxLabels();
  return [
    { header: t('outbox.columns.to'), value: (item) => item.to },
    { header: t('outbox.columns.subject'), value: (item) => item.subject },
    { header: t('outbox.columns.kind'), value: (item) => labels.kind(item.kind) },
    { header: t('outbox.columns.status'), value: (item) => labels.status(item.status) },
    { header: t('outbox.detail.attempts'), value: (item) => item.attempts },
    { header: t('outbox.detail.error'), value: (item) => item.error },
    { header: t('outbox.columns.created'), value: (item) => labels.time(item.createdAt) },
    { header: t('outbox.columns.sent'), value: (item) => (item.sentAt ? labels.time(item.sentAt) : '') },
  ];
}
