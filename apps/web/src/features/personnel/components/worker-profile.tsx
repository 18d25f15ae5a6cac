import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Worker } from '@portal/domain/personnel/personnel';
import { ageOn, helsinkiDateOf } from '@portal/domain/personnel/personnel.rules';
import { formatDate } from '@portal/domain/shared/dates';
import { formatBirthday } from '@portal/domain/shared/validators';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localeNames } from '@/lib/i18n';
import { useWorkerLabels } from './use-worker-labels';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

/** The worker's details as saved: contact, birthday DD.MM.YYYY, work, application, pools, step state. */
export function WorkerProfile({ worker }: { worker: Worker }) {
  const { t } = useTranslation();
  const labels = useWorkerLabels();
  const none = t('personnel.notSet');
  const date = (value: string | null) => (value ? formatBirthday(value) : none);
  const age = ageOn(worker.birthday, helsinkiDateOf(new Date()));
  const yesNo = (value: boolean) => (value ? t('personnel.yes') : t('personnel.no'));

  return (
    <Stack>
      <Group gap="xs">
        <Badge variant="filled" color={worker.status === 'accepted' ? 'teal.9' : 'gray.7'}>
          {labels.status(worker.status)}
        </Badge>
        {worker.confirmed && (
          <Badge variant="filled" color="blue.9">
            {t('personnel.fields.confirmed')}
          </Badge>
        )}
        <Badge variant="filled" color={worker.stepState ? 'violet.9' : 'teal.9'}>
          {labels.stepState(worker.stepState)}
        </Badge>
      </Group>
      <SimpleGrid component="dl" m={0} cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="sm">
        <Item label={t('personnel.fields.email')}>{worker.email}</Item>
        <Item label={t('personnel.fields.mobile')}>{worker.mobile ?? none}</Item>
        <Item label={t('personnel.fields.birthday')}>
          {date(worker.birthday)}
          {age !== null && ` (${t('personnel.detail.ageYears', { age })})`}
        </Item>
        <Item label={t('personnel.fields.profession')}>{labels.profession(worker.profession)}</Item>
        <Item label={t('personnel.fields.employmentType')}>
          {labels.employmentType(worker.employmentType)}
        </Item>
        <Item label={t('personnel.fields.love')}>{yesNo(worker.love)}</Item>
        <Item label={t('personnel.fields.city')}>{worker.addressCity ?? none}</Item>
        <Item label={t('personnel.fields.region')}>{worker.addressRegion ?? none}</Item>
        <Item label={t('personnel.fields.residency')}>{worker.residency ?? none}</Item>
        <Item label={t('personnel.fields.seeking')}>
          {worker.applicationSeeking.map(labels.seeking).join(', ') || none}
        </Item>
        <Item label={t('personnel.fields.applicationStart')}>{date(worker.applicationStart)}</Item>
        <Item label={t('personnel.fields.applicationEnd')}>{date(worker.applicationEnd)}</Item>
        <Item label={t('personnel.fields.pools')}>
          {worker.pools.map((pool) => pool.name).join(', ') || none}
        </Item>
        <Item label={t('personnel.fields.locale')}>{worker.locale ? localeNames[worker.locale] : none}</Item>
        <Item label={t('personnel.detail.welcomeMail')}>
          {worker.welcomeSentAt
            ? t('personnel.detail.welcomeSent', { date: formatDate(worker.welcomeSentAt) })
            : t('personnel.detail.welcomeNotSent')}
        </Item>
      </SimpleGrid>
    </Stack>
  );
}
