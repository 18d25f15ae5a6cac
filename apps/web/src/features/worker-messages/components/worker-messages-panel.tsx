import { Tabs } from '@mantine/core';
import { IconMail, IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PanelSection } from '@/components/panel-section';
import { useCan } from '@/lib/can';
import { EmailForm } from './email-form';
import type { MessagePanelWorker } from './message-panel-worker';
import { SmsForm } from './sms-form';

export type { MessagePanelWorker };

/** SMS and e-mail to the worker through the outboxes; hidden from roles that may not send them. */
export function WorkerMessagesPanel({ worker }: { worker: MessagePanelWorker }) {
  const { t } = useTranslation();
  const canSend = useCan({ action: 'create', subject: 'Communications' });
  if (!canSend) {
    return null;
  }
  return (
    <PanelSection title={t('worker-messages.title')}>
      <Tabs defaultValue="sms" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="sms" leftSection={<IconMessage size={16} aria-hidden />}>
            {t('worker-messages.tabs.sms')}
          </Tabs.Tab>
          <Tabs.Tab value="email" leftSection={<IconMail size={16} aria-hidden />}>
            {t('worker-messages.tabs.email')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="sms" pt="md">
          <SmsForm worker={worker} />
        </Tabs.Panel>
        <Tabs.Panel value="email" pt="md">
          <EmailForm worker={worker} />
        </Tabs.Panel>
      </Tabs>
    </PanelSection>
  );
}
