import { Button, Checkbox, Group, Pagination, Select, Stack, Table, Text } from '@mantine/core';
import {
  type Announcement,
  type AnnouncementStatus,
  announcementStatuses,
} from '@portal/domain/announcements';
import { formatDayKey } from '@portal/domain/shared';
import { IconPin, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { BulkActionBar } from '@/components/list/bulk-actions';
import { QueryState } from '@/components/query-state';
import { useRowSelection } from '@/hooks/use-row-selection';
import { useCan } from '@/lib/can';
import { notify } from '@/lib/notify';
import { useAnnouncements } from '../api/get-announcements';
import { useDeleteAnnouncements } from '../api/save-announcement';
import { announcementEditPath, routeAccess } from '../communications.paths';
import { AnnouncementStatusBadge } from './announcement-status-badge';

/** Spec §9: announcement pages of 10. */
const perPage = 10;
const idOf = (announcement: Announcement) => announcement.id;

function AnnouncementsTable({
  accountId,
  items,
  canManage,
}: {
  accountId: string;
  items: Announcement[];
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const selection = useRowSelection(items, idOf);
  const remove = useDeleteAnnouncements(accountId);
  const [confirming, setConfirming] = useState(false);
  const deleteSelected = () =>
    remove.mutate([...selection.selectedIds], {
      onSuccess: ({ deleted }) => {
        notify.success({ message: t('communications.announcements.deleted', { count: deleted.length }) });
        selection.clear();
      },
      onSettled: () => setConfirming(false),
    });
  return (
    <Stack>
      {canManage && (
        <BulkActionBar count={selection.selectedIds.length} onClear={selection.clear}>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            {t('communications.announcements.deleteSelected')}
          </Button>
        </BulkActionBar>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover aria-label={t('communications.tabs.announcements')}>
          <Table.Thead>
            <Table.Tr>
              {canManage && (
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={t('communications.announcements.selectAll')}
                    checked={selection.allSelected}
                    onChange={selection.toggleAll}
                  />
                </Table.Th>
              )}
              <Table.Th>{t('communications.announcements.columns.title')}</Table.Th>
              <Table.Th>{t('communications.announcements.columns.status')}</Table.Th>
              <Table.Th>{t('communications.announcements.columns.expiresOn')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((announcement) => (
              <Table.Tr key={announcement.id}>
                {canManage && (
                  <Table.Td>
                    <Checkbox
                      aria-label={t('communications.announcements.select', { title: announcement.title })}
                      checked={selection.isSelected(announcement.id)}
                      onChange={() => selection.toggle(announcement.id)}
                    />
                  </Table.Td>
                )}
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    {announcement.sticky && (
                      <IconPin size={16} aria-label={t('communications.announcements.sticky')} role="img" />
                    )}
                    <Link to={announcementEditPath({ id: announcement.id })}>{announcement.title}</Link>
                  </Group>
                  <Text size="sm" c="dimmed" lineClamp={1}>
                    {announcement.summary}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <AnnouncementStatusBadge status={announcement.status} />
                </Table.Td>
                <Table.Td>{formatDayKey(announcement.expiresOn)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmDialog
        opened={confirming}
        title={t('communications.announcements.confirmTitle')}
        message={t('communications.announcements.confirmMessage', { count: selection.selectedIds.length })}
        confirmLabel={t('communications.announcements.confirmDelete')}
        isPending={remove.isPending}
        onConfirm={deleteSelected}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}

/** The announcements tab: the account's announcements, newest first, by status, with "delete selected". */
export function AnnouncementsTab({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const canManage = useCan(routeAccess.manage);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<AnnouncementStatus | null>(null);
  const announcements = useAnnouncements(accountId, { page, perPage, ...(status ? { status } : {}) });
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Select
          label={t('communications.announcements.statusFilter')}
          placeholder={t('communications.announcements.allStatuses')}
          data={announcementStatuses.map((value) => ({
            value,
            label: t(`communications.statuses.${value}`),
          }))}
          value={status}
          onChange={(value) => {
            setStatus(value as AnnouncementStatus | null);
            setPage(1);
          }}
          clearable
        />
        {canManage && (
          <Button
            component={Link}
            to={announcementEditPath()}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('communications.announcements.new')}
          </Button>
        )}
      </Group>
      <QueryState query={announcements} errorTitle={t('communications.announcements.loadError')}>
        {(data) =>
          data.items.length === 0 ? (
            <Text c="dimmed">{t('communications.announcements.empty')}</Text>
          ) : (
            <Stack>
              <AnnouncementsTable key={page} accountId={accountId} items={data.items} canManage={canManage} />
              {data.total > perPage && (
                <Group justify="center">
                  <Pagination
                    total={Math.ceil(data.total / perPage)}
                    value={page}
                    onChange={setPage}
                    getControlProps={(control) => ({
                      'aria-label': t(`communications.pagination.${control}`),
                    })}
                  />
                </Group>
              )}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
