import { Group, Text } from '@mantine/core';
import type { SmsSegmentCount } from '@portal/domain/messaging';
import { useTranslation } from 'react-i18next';

/**
 * The SMS editor's live counter (spec: character and segment counts): characters, parts, the encoding
 * with its part size (GSM-7 160/153, Unicode 70/67) and the room left in the last part.
 */
export function SmsCounter({ count, id }: { count: SmsSegmentCount; id: string }) {
  const { t } = useTranslation();
  return (
    <Group component="span" gap="md" id={id} aria-live="polite" data-testid="sms-counter">
      <Text span size="sm">
        {t('smsCounter.characters', { count: count.characters })}
      </Text>
      <Text span size="sm">
        {t('smsCounter.segments', { count: count.segments })}
      </Text>
      <Text span size="sm">
        {t(`smsCounter.encoding.${count.encoding}`, { perSegment: count.perSegment })}
      </Text>
      <Text span size="sm">
        {t('smsCounter.remaining', { count: count.remainingInSegment })}
      </Text>
    </Group>
  );
}
