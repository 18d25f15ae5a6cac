import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  type CreateApplicationInvitationInput,
  createApplicationInvitationInputSchema,
} from '@portal/domain/application-invitations';
import { type Locale, locales } from '@portal/domain/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/lib/api-error';
import { fieldErrorsOf } from '@/lib/form-errors';
import { currentLocale } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useListedJobAds } from '../api/get-listed-job-ads';
import { useCreateApplicationInvitation } from '../api/save-application-invitation';

type Values = {
  email: string;
  mobile: string;
  firstName: string;
  lastName: string;
  locale: Locale;
  jobAdId: string;
  message: string;
};

/** Invite a person to apply: their address, an optional mobile for an SMS too, the language, an ad. */
export function InviteDialog({
  accountId,
  opened,
  onClose,
}: {
  accountId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const jobAds = useListedJobAds(accountId);
  const create = useCreateApplicationInvitation(accountId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useSchemaForm<Values, CreateApplicationInvitationInput>({
    initialValues: {
      email: '',
      mobile: '',
      firstName: '',
      lastName: '',
      locale: currentLocale(),
      jobAdId: '',
      message: '',
    },
    schema: createApplicationInvitationInputSchema,
    toCandidate: (values) => ({ ...values, jobAdId: values.jobAdId || null }),
    // The schema's own codes for the address and the number, in the words of the shared validation texts.
    issueErrors: (error, values) => {
      const errors = fieldErrorsOf(error, values, t);
      if (error.issues.some((issue) => issue.message === 'EMAIL_INVALID')) {
        errors.email = t('validation.email');
      }
      return errors;
    },
    serverErrors: (error) => {
      setRefusal(t(errorMessageKey(error)));
      return {};
    },
    onSubmit: async (input, _values, helpers) => {
      setRefusal(null);
      await create.mutateAsync(input);
      notify.success({ message: t('application-invitations.invite.sent', { email: input.email }) });
      helpers.reset();
      onClose();
    },
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('application-invitations.invite.title')} size="lg">
      <form onSubmit={form.onSubmit} noValidate>
        <Stack>
          <TextInput
            label={t('application-invitations.fields.email')}
            type="email"
            autoComplete="off"
            {...form.field('email')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('application-invitations.fields.firstName')} {...form.field('firstName')} />
            <TextInput label={t('application-invitations.fields.lastName')} {...form.field('lastName')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('application-invitations.fields.mobile')}
              description={t('application-invitations.fields.mobileHint')}
              type="tel"
              {...form.field('mobile')}
            />
            <Select
              label={t('application-invitations.fields.locale')}
              data={locales.map((locale) => ({
                value: locale,
                label: t(`application-invitations.locales.${locale}`),
              }))}
              allowDeselect={false}
              {...form.field('locale')}
            />
          </SimpleGrid>
          <Select
            label={t('application-invitations.fields.jobAd')}
            description={t('application-invitations.fields.jobAdHint')}
            placeholder={t('application-invitations.fields.noJobAd')}
            data={jobAds.data ?? []}
            clearable
            searchable
            {...form.field('jobAdId')}
          />
          <Textarea
            label={t('application-invitations.fields.message')}
            rows={3}
            maxLength={1000}
            {...form.field('message')}
          />
          {refusal && (
            <Alert color="red" variant="light" role="alert">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('application-invitations.invite.cancel')}
            </Button>
            <Button type="submit" loading={form.isSubmitting}>
              {t('application-invitations.invite.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
