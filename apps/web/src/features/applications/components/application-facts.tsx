import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ApplicationDetail } from '@portal/domain/recruitment';
import { formatBirthday, formatDateTime } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { DefinitionItem } from '@/components/definition-item';
import { useCareRoleLabel } from '@/hooks/use-care-role-label';
import { useApplicationLabels } from './use-application-labels';

/**
 * What the applicant told, read at a glance: contact (phone and e-mail as links), work sought, training,
 * where the application came from, and the answers to the recruitment's questions.
 */
export function ApplicationFacts({ application }: { application: ApplicationDetail }) {
  const { t } = useTranslation();
  const roleLabel = useCareRoleLabel();
  const labels = useApplicationLabels();
  const list = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : '–');
  return (
    <Stack>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: 3 }} m={0}>
        <DefinitionItem label={t('applications.fields.mobile')}>
          {application.mobile ? (
            <Anchor href={`tel:${application.mobile}`}>{application.mobile}</Anchor>
          ) : (
            '–'
          )}
        </DefinitionItem>
        <DefinitionItem label={t('applications.fields.email')}>
          <Anchor href={`mailto:${application.email}`}>{application.email}</Anchor>
        </DefinitionItem>
        <DefinitionItem label={t('applications.fields.birthday')}>
          {application.birthday ? formatBirthday(application.birthday) : '–'}
        </DefinitionItem>
        <DefinitionItem label={t('applications.fields.role')}>
          {roleLabel(application.profession)}
        </DefinitionItem>
        <DefinitionItem label={t('applications.list.place')}>
          {labels.place(application) || '–'}
        </DefinitionItem>
        <DefinitionItem label={t('applications.fields.seeking')}>
          {[labels.seekingOptions(application), labels.seekingPeriod(application)]
            .filter(Boolean)
            .join(' · ') || '–'}
        </DefinitionItem>
        <DefinitionItem label={t('applications.fields.studyType')}>
          {application.studyType ? t(`applications.studyTypes.${application.studyType}`) : '–'}
        </DefinitionItem>
        <DefinitionItem label={t('applications.fields.languages')}>
          {list(application.languages)}
        </DefinitionItem>
        <DefinitionItem label={t('applications.fields.permits')}>{list(application.permits)}</DefinitionItem>
        <DefinitionItem label={t('applications.fields.jobAd')}>
          {application.jobAdTitle ?? '–'}
        </DefinitionItem>
        <DefinitionItem label={t('applications.fields.source')}>{application.source ?? '–'}</DefinitionItem>
        <DefinitionItem label={t('applications.fields.createdAt')}>
          {formatDateTime(application.createdAt)}
        </DefinitionItem>
      </SimpleGrid>
      {application.answers.length > 0 && (
        <Stack gap="xs">
          <Text fw={500}>{t('applications.fields.answers')}</Text>
          <dl style={{ margin: 0 }}>
            {application.answers.map((answer) => (
              <DefinitionItem key={answer.question} label={answer.question}>
                {answer.answer || '–'}
              </DefinitionItem>
            ))}
          </dl>
        </Stack>
      )}
    </Stack>
  );
}
