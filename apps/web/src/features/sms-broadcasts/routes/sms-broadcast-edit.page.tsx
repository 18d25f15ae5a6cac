import { Anchor, Stack, Text } from '@mantine/core';
import type { SmsBroadcast } from '@portal/domain/sms-broadcasts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { PanelSection } from '@/components/panel-section';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/auth';
import { notify } from '@/lib/notify';
import { useSmsBroadcast } from '../api/get-sms-broadcasts';
import { useSaveSmsBroadcast } from '../api/save-sms-broadcast';
import { SendSmsPanel } from '../components/send-sms-panel';
import { SmsBroadcastForm } from '../components/sms-broadcast-form';
import { editSmsPath, smsDeliveryPath } from '../sms-broadcasts.paths';

function Editor({ accountId, broadcast }: { accountId: string; broadcast: SmsBroadcast | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveSmsBroadcast(accountId, broadcast?.id);
  const [unsaved, setUnsaved] = useState(false);
  if (broadcast && broadcast.status !== 'draft') {
    return (
      <Text>
        {t('sms-broadcasts.editor.notEditable')}{' '}
        <Anchor component={Link} to={smsDeliveryPath(broadcast.id)}>
          {t('sms-broadcasts.editor.openDelivery')}
        </Anchor>
      </Text>
    );
  }
  return (
    <>
      <PanelSection title={t('sms-broadcasts.editor.message')}>
        <SmsBroadcastForm
          broadcast={broadcast}
          isPending={save.isPending}
          onChange={setUnsaved}
          onSubmit={async (input) => {
            const saved = await save.mutateAsync(input);
            notify.success({ message: t('sms-broadcasts.editor.saved') });
            if (!broadcast) {
              await navigate(editSmsPath(saved.id), { replace: true });
            }
          }}
        />
      </PanelSection>
      {broadcast && (
        <PanelSection title={t('sms-broadcasts.send.title')}>
          <SendSmsPanel
            accountId={accountId}
            broadcast={broadcast}
            unsaved={unsaved}
            onSent={(sent) => void navigate(smsDeliveryPath(sent.id))}
          />
        </PanelSection>
      )}
    </>
  );
}

function ExistingEditor({ accountId, id }: { accountId: string; id: string }) {
  const { t } = useTranslation();
  const broadcast = useSmsBroadcast(accountId, id);
  return (
    <QueryState query={broadcast} errorTitle={t('sms-broadcasts.editor.loadError')}>
      {(data) => <Editor key={data.id} accountId={accountId} broadcast={data} />}
    </QueryState>
  );
}

/** /apps/hr/messages/edit/sms/:id?: a new bulk SMS, or a saved draft with its recipient count and "Send". */
export function SmsBroadcastEditPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  const { id } = useParams();
  return (
    <Stack>
      <PageTitle>{t(id ? 'sms-broadcasts.editor.editTitle' : 'sms-broadcasts.editor.newTitle')}</PageTitle>
      {!accountId ? (
        <Text>{t('sms-broadcasts.noAccount')}</Text>
      ) : id ? (
        <ExistingEditor key={`${accountId}:${id}`} accountId={accountId} id={id} />
      ) : (
        <Editor key={accountId} accountId={accountId} broadcast={null} />
      )}
    </Stack>
  );
}
