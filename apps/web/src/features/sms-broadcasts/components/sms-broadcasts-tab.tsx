import { Button, Group, Pagination, Stack } from '@mantine/core';
import { smsBroadcastPageSize } from '@portal/domain/sms-broadcasts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PanelSection } from '@/components/panel-section';
import { QueryState } from '@/components/query-state';
import { useCan } from '@/lib/can';
import { useSmsBroadcasts } from '../api/get-sms-broadcasts';
import { newSmsPath, routeAccess } from '../sms-broadcasts.paths';
import { SmsBroadcastsTable } from './sms-broadcasts-table';
import { SmsOptOutsPanel } from './sms-opt-outs-panel';

/**
 * The SMS tab of the communications list (spec §2, placed by the app): the account's bulk SMS in pages of
 * 10 with their status and, while sending, live progress; a new SMS opens the editor. Below, the opt-outs.
 */
export function SmsBroadcastsTab({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const canManage = useCan(routeAccess.manage);
  const [page, setPage] = useState(1);
  const broadcasts = useSmsBroadcasts(accountId, { page, perPage: smsBroadcastPageSize });
  return (
    <Stack>
      {canManage && (
        <Group justify="flex-end">
          <Button component={Link} to={newSmsPath} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('sms-broadcasts.list.new')}
          </Button>
        </Group>
      )}
      <QueryState query={broadcasts} errorTitle={t('sms-broadcasts.list.loadError')}>
        {(data) => (
          <Stack>
            <SmsBroadcastsTable items={data.items} />
            {data.total > smsBroadcastPageSize && (
              <Group justify="center">
                <Pagination
                  total={Math.ceil(data.total / smsBroadcastPageSize)}
                  value={page}
                  onChange={setPage}
                  getControlProps={(control) => ({ 'aria-label': t(`sms-broadcasts.list.pages.${control}`) })}
                />
              </Group>
            )}
          </Stack>
        )}
      </QueryState>
      <PanelSection title={t('sms-broadcasts.optOuts.title')}>
        <SmsOptOutsPanel accountId={accountId} />
      </PanelSection>
    </Stack>
  );
}
