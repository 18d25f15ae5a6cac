import { Button, Checkbox, Grid, Group, Stack, Textarea, TextInput } from '@mantine/core';
import {
  type AnnouncementValues,
  announcementInputSchema,
  announcementLimits,
} from '@portal/domain/announcements';
import { isErrorCode } from '@portal/domain/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { PanelSection } from '@/components/panel-section';
import { fieldErrorsOf } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { type AnnouncementFormValues, toAnnouncementCandidate } from './announcement-form-values';
import { AnnouncementPreview } from './announcement-preview';
import { AnnouncementTargetsFields } from './announcement-targets-fields';
import { CoverImageField } from './cover-image-field';

export type AnnouncementFormProps = {
  accountId: string;
  initialValues: AnnouncementFormValues;
  isPending: boolean;
  onSubmit: (input: AnnouncementValues) => Promise<unknown>;
};

/**
 * The announcement editor: the five required parts (spec §5), the cover upload, targets and sticky,
 * saved as a draft or published; beside it the preview as a worker sees it.
 */
export function AnnouncementForm({ accountId, initialValues, isPending, onSubmit }: AnnouncementFormProps) {
  const { t } = useTranslation();
  // Which button sent the form: both check the same rules, only the draft flag differs.
  const asDraft = useRef(false);
  const form = useSchemaForm({
    initialValues,
    schema: announcementInputSchema,
    toCandidate: toAnnouncementCandidate,
    required: ['title', 'summary', 'text', 'expiresOn', 'coverImageId'],
    issueErrors: (error, values) => {
      const errors: Partial<Record<keyof AnnouncementFormValues, string>> = fieldErrorsOf(
        error,
        toAnnouncementCandidate(values) as Record<string, unknown>,
        t,
      );
      for (const issue of error.issues) {
        if (isErrorCode(issue.message)) {
          errors[issue.path[0] as keyof AnnouncementFormValues] = t(`errors.${issue.message}`);
        }
      }
      return errors;
    },
    errorFields: { ANNOUNCEMENT_COVER_IMAGE_REQUIRED: 'coverImageId' },
    onSubmit: (input) => onSubmit({ ...input, isDraft: asDraft.current }),
  });
  const { values, errors, setFieldValue, setValues } = form;

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <form onSubmit={form.onSubmit} noValidate>
          <Stack>
            <PanelSection title={t('communications.editor.content')}>
              <Stack>
                <TextInput
                  label={t('communications.editor.title')}
                  maxLength={announcementLimits.title}
                  {...form.field('title')}
                />
                <Textarea
                  label={t('communications.editor.summary')}
                  maxLength={announcementLimits.summary}
                  rows={2}
                  {...form.field('summary')}
                />
                <Textarea
                  label={t('communications.editor.text')}
                  maxLength={announcementLimits.text}
                  rows={8}
                  {...form.field('text')}
                />
                <DateField
                  label={t('communications.editor.expiresOn')}
                  maw={220}
                  {...form.field('expiresOn')}
                />
                <CoverImageField
                  accountId={accountId}
                  cover={values.cover}
                  error={errors.coverImageId}
                  onUploaded={(image) => setValues({ cover: image, coverImageId: image.id })}
                />
              </Stack>
            </PanelSection>
            <PanelSection title={t('communications.editor.audience')}>
              <Stack>
                <AnnouncementTargetsFields
                  value={{ region: values.region, cities: values.cities, roles: values.roles }}
                  onChange={(changes) => setValues(changes)}
                />
                <Checkbox
                  label={t('communications.editor.sticky')}
                  description={t('communications.editor.stickyHint')}
                  checked={values.sticky}
                  onChange={(event) => setFieldValue('sticky', event.currentTarget.checked)}
                />
              </Stack>
            </PanelSection>
            <Group justify="flex-end">
              <Button
                type="submit"
                variant="default"
                loading={isPending && asDraft.current}
                onClick={() => {
                  asDraft.current = true;
                }}
              >
                {t('communications.editor.saveDraft')}
              </Button>
              <Button
                type="submit"
                loading={isPending && !asDraft.current}
                onClick={() => {
                  asDraft.current = false;
                }}
              >
                {t('communications.editor.publish')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <AnnouncementPreview values={values} />
      </Grid.Col>
    </Grid>
  );
}
