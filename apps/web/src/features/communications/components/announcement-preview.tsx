import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { formatDayKey, isDayKey, parseTypedDate } from '@portal/domain/shared';
import { IconPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AnnouncementFormValues } from './announcement-form-values';

/** A phone's width: the worker app's feed card is drawn at this size. */
const phoneWidth = 360;

/**
 * The announcement as a worker sees it in the app's feed (decision 0056): the cover across the card,
 * the title, the summary, the whole text and how long it is valid; a pinned one says so.
 */
export function AnnouncementPreview({ values }: { values: AnnouncementFormValues }) {
  const { t } = useTranslation();
  const day = parseTypedDate(values.expiresOn) ?? values.expiresOn;
  return (
    <section aria-label={t('communications.preview.title')}>
      <Text size="sm" c="dimmed" mb="xs">
        {t('communications.preview.hint')}
      </Text>
      <Card withBorder shadow="sm" radius="lg" padding={0} w={phoneWidth} maw="100%">
        {values.cover ? (
          <Image src={values.cover.url} alt="" h={phoneWidth / 2} fit="cover" />
        ) : (
          <Card.Section h={phoneWidth / 2} bg="gray.1" />
        )}
        <Stack gap="xs" p="md">
          {values.sticky && (
            <Group gap={4}>
              <Badge variant="light" leftSection={<IconPin size={12} aria-hidden />}>
                {t('communications.preview.pinned')}
              </Badge>
            </Group>
          )}
          <Title order={3} size="h4">
            {values.title || t('communications.preview.noTitle')}
          </Title>
          {values.summary && <Text fw={500}>{values.summary}</Text>}
          {values.text && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {values.text}
            </Text>
          )}
          {isDayKey(day) && (
            <Text size="xs" c="dimmed">
              {t('communications.preview.validUntil', { date: formatDayKey(day) })}
            </Text>
          )}
        </Stack>
      </Card>
    </section>
  );
}
