import { Badge, Group, SimpleGrid, Stack } from '@mantine/core';
import { formatBirthday, formatDate } from '@portal/domain/shared';
import type { Worker } from '@portal/domain/workers';
import { ageOn, helsinkiDateOf } from '@portal/domain/workers';
import { useTranslation } from 'react-i18next';
import { DefinitionItem } from '@/components/definition-item';
import { localeNames } from '@/lib/i18n';
import { useWorkerLabels } from './use-worker-labels';

/** The worker's details as saved: contact, birthday DD.MM.YYYY, work, application, pools, step state. */
export function WorkerProfile({ worker }: { worker: Worker }) {
  const { t } = useTranslation();
  const labels = useWorkerLabels();
  const none = t('workers.notSet');
  const date = (value: string | null) => (value ? formatBirthday(value) : none);
  const age = ageOn(worker.birthday, helsinkiDateOf(new Date()));
  const yesNo = (value: boolean) => (value ? t('workers.yes') : t('workers.no'));

  return (
    <Stack>
      <Group gap="xs">
        <Badge variant="filled" color={worker.status === 'accepted' ? 'teal.9' : 'gray.7'}>
          {labels.status(worker.status)}
        </Badge>
        {worker.confirmed && (
          <Badge variant="filled" color="blue.9">
            {t('workers.fields.confirmed')}
          </Badge>
        )}
        <Badge variant="filled" color={worker.stepState ? 'violet.9' : 'teal.9'}>
          {labels.stepState(worker.stepState)}
        </Badge>
      </Group>
      <SimpleGrid component="dl" m={0} cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="sm">
        <DefinitionItem label={t('workers.fields.email')}>{worker.email}</DefinitionItem>
        <DefinitionItem label={t('workers.fields.mobile')}>{worker.mobile ?? none}</DefinitionItem>
        <DefinitionItem label={t('workers.fields.birthday')}>
          {date(worker.birthday)}
          {age !== null && ` (${t('workers.detail.ageYears', { age })})`}
        </DefinitionItem>
        <DefinitionItem label={t('workers.fields.profession')}>
          {labels.profession(worker.profession)}
        </DefinitionItem>
        <DefinitionItem label={t('workers.fields.employmentType')}>
          {labels.employmentType(worker.employmentType)}
        </DefinitionItem>
        <DefinitionItem label={t('workers.fields.love')}>{yesNo(worker.love)}</DefinitionItem>
        <DefinitionItem label={t('workers.fields.city')}>{worker.addressCity ?? none}</DefinitionItem>
        <DefinitionItem label={t('workers.fields.region')}>{worker.addressRegion ?? none}</DefinitionItem>
        <DefinitionItem label={t('workers.fields.residency')}>{worker.residency ?? none}</DefinitionItem>
        <DefinitionItem label={t('workers.fields.seeking')}>
          {worker.applicationSeeking.map(labels.seeking).join(', ') || none}
        </DefinitionItem>
        <DefinitionItem label={t('workers.fields.applicationStart')}>
          {date(worker.applicationStart)}
        </DefinitionItem>
        <DefinitionItem label={t('workers.fields.applicationEnd')}>
          {date(worker.applicationEnd)}
        </DefinitionItem>
        <DefinitionItem label={t('workers.fields.pools')}>
          {worker.pools.map((pool) => pool.name).join(', ') || none}
        </DefinitionItem>
        <DefinitionItem label={t('workers.fields.locale')}>
          {worker.locale ? localeNames[worker.locale] : none}
        </DefinitionItem>
        <DefinitionItem label={t('workers.detail.welcomeMail')}>
          {worker.welcomeSentAt
            ? t('workers.detail.welcomeSent', { date: formatDate(worker.welcomeSentAt) })
            : t('workers.detail.welcomeNotSent')}
        </DefinitionItem>
      </SimpleGrid>
    </Stack>
  );
}
