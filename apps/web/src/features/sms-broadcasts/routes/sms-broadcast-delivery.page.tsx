import { Stack, Text } from '@mantine/core';
import { formatDateTime } from '@portal/domain/shared';
import type { SmsBroadcast } from '@portal/domain/sms-broadcasts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DefinitionItem } from '@/components/definition-item';
import { PageTitle } from '@/components/page-title';
import { PanelSection } from '@/components/panel-section';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/auth';
import { useSmsBroadcast } from '../api/get-sms-broadcasts';
import { SmsProgress } from '../components/sms-progress';
import { SmsRecipientsTable } from '../components/sms-recipients-table';
import { SmsStatusBadge } from '../components/sms-status-badge';

function Delivery({ accountId, broadcast }: { accountId: string; broadcast: SmsBroadcast }) {
  const { t } = useTranslation();
  return (
    <>
      <PanelSection title={broadcast.title}>
        {/* A definition list: its items' dt and dd need the dl around them (axe: dlitem). */}
        <Stack component="dl" m={0}>
          <DefinitionItem label={t('sms-broadcasts.list.status')}>
            <SmsStatusBadge status={broadcast.status} />
          </DefinitionItem>
          {broadcast.progress && (
            <DefinitionItem label={t('sms-broadcasts.list.progress')}>
              <SmsProgress progress={broadcast.progress} />
            </DefinitionItem>
          )}
          <DefinitionItem label={t('sms-broadcasts.fields.message')}>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{broadcast.message}</Text>
          </DefinitionItem>
          <DefinitionItem label={t('sms-broadcasts.delivery.started')}>
            {broadcast.startedAt ? formatDateTime(broadcast.startedAt) : '–'}
          </DefinitionItem>
          {broadcast.approvedByName && (
            <DefinitionItem label={t('sms-broadcasts.delivery.approvedBy')}>
              {broadcast.approvedByName}
            </DefinitionItem>
          )}
        </Stack>
      </PanelSection>
      <PanelSection title={t('sms-broadcasts.delivery.title')}>
        <SmsRecipientsTable
          accountId={accountId}
          broadcastId={broadcast.id}
          sending={broadcast.status === 'sending'}
        />
      </PanelSection>
    </>
  );
}

/** /apps/hr/communications/sms/:id: a bulk SMS being sent or sent, with the delivery per recipient. */
export function SmsBroadcastDeliveryPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  const { id = '' } = useParams();
  const broadcast = useSmsBroadcast(accountId ?? '', accountId ? id : undefined);
  return (
    <Stack>
      <PageTitle>{t('sms-broadcasts.delivery.pageTitle')}</PageTitle>
      {accountId ? (
        <QueryState query={broadcast} errorTitle={t('sms-broadcasts.delivery.loadError')}>
          {(data) => <Delivery accountId={accountId} broadcast={data} />}
        </QueryState>
      ) : (
        <Text>{t('sms-broadcasts.noAccount')}</Text>
      )}
    </Stack>
  );
}
