import { Drawer, SimpleGrid, Text } from '@mantine/core';
import type { MailOutboxItem, SmsOutboxItem } from '@portal/domain/outbox';
import { useTranslation } from 'react-i18next';
import { DefinitionItem } from '@/components/definition-item';
import { useOutboxLabels } from './outbox-labels';
import { StatusBadge } from './status-badge';

export type OutboxMessage = { type: 'mail'; item: MailOutboxItem } | { type: 'sms'; item: SmsOutboxItem };

const wrap = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** One message in full with its delivery fields: status, attempts, the last error, times, segments. */
export function OutboxMessageDrawer({
  message,
  onClose,
}: {
  message: OutboxMessage | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const labels = useOutboxLabels();
  const item = message?.item;
  return (
    <Drawer
      opened={message !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={message?.type === 'sms' ? t('outbox.detail.smsTitle') : t('outbox.detail.mailTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {message && item && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} component="dl" m={0}>
          <DefinitionItem label={t('outbox.columns.to')}>
            <span style={wrap}>{item.to}</span>
          </DefinitionItem>
          <DefinitionItem label={t('outbox.columns.kind')}>{labels.kind(item.kind)}</DefinitionItem>
          <DefinitionItem label={t('outbox.columns.status')}>
            <StatusBadge status={item.status} />
          </DefinitionItem>
          <DefinitionItem label={t('outbox.detail.attempts')}>{item.attempts}</DefinitionItem>
          <DefinitionItem label={t('outbox.columns.created')}>{labels.time(item.createdAt)}</DefinitionItem>
          <DefinitionItem label={t('outbox.columns.sent')}>{labels.time(item.sentAt)}</DefinitionItem>
          {message.type === 'sms' && (
            <>
              <DefinitionItem label={t('outbox.columns.segments')}>
                {`${message.item.segments} (${t(`outbox.encodings.${message.item.encoding}`)})`}
              </DefinitionItem>
              <DefinitionItem label={t('outbox.detail.providerMessageId')}>
                {message.item.providerMessageId ?? '–'}
              </DefinitionItem>
            </>
          )}
          <div style={{ gridColumn: '1 / -1' }}>
            <DefinitionItem label={t('outbox.detail.error')}>
              <span style={wrap}>{item.error ?? '–'}</span>
            </DefinitionItem>
          </div>
          <div style={{ gridColumn: '1 / -1' }}>
            {message.type === 'sms' ? (
              <DefinitionItem label={t('outbox.columns.message')}>
                <span style={wrap}>{message.item.message}</span>
              </DefinitionItem>
            ) : (
              <DefinitionItem label={t('outbox.columns.subject')}>
                <span style={wrap}>{message.item.subject}</span>
                <Text size="sm" c="dimmed" component="span" display="block" mt={4}>
                  {t('outbox.detail.bodyNotShown')}
                </Text>
              </DefinitionItem>
            )}
          </div>
        </SimpleGrid>
      )}
    </Drawer>
  );
}
