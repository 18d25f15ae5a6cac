import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { isLocale, type Locale, locales } from '@portal/domain/shared';
import type { CurrentUser } from '@portal/domain/users';
import { updateProfileInputSchema } from '@portal/domain/users';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyLocale, currentLocale, localeNames } from '@/lib/i18n';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useUpdateProfile } from '../api/update-profile';
import { hintBelowInput } from './input-order';
import { useSaveToasts } from './use-save-toasts';

type ProfileValues = { firstName: string; lastName: string; mobile: string; locale: Locale };

function valuesOf(user: CurrentUser): ProfileValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    mobile: user.mobile ?? '',
    locale: user.locale ?? currentLocale(),
  };
}

/** Name, mobile number and language of the signed-in user. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const toasts = useSaveToasts();
  const updateProfile = useUpdateProfile();
  const form = useSchemaForm({
    initialValues: valuesOf(user),
    schema: updateProfileInputSchema,
    onSubmit: async (_input, values) => {
      const saved = await updateProfile.mutateAsync(values);
      if (saved.locale && saved.locale !== currentLocale()) {
        await applyLocale(saved.locale);
      }
      toasts.saved();
    },
  });
  const { setValues } = form;

  // The header's language switcher saves the language too; keep this form in step with it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the saved language matters
  useEffect(() => {
    if (user.locale) {
      setValues({ locale: user.locale });
    }
  }, [user.locale]);

  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('settings.profile.firstName')}
            autoComplete="given-name"
            {...form.field('firstName')}
          />
          <TextInput
            label={t('settings.profile.lastName')}
            autoComplete="family-name"
            {...form.field('lastName')}
          />
          <TextInput
            label={t('settings.profile.mobile')}
            description={t('settings.profile.mobileHint')}
            inputWrapperOrder={hintBelowInput}
            type="tel"
            autoComplete="tel"
            {...form.field('mobile')}
          />
          <NativeSelect
            label={t('settings.profile.language')}
            required={form.isRequired('locale')}
            value={form.values.locale}
            error={form.errors.locale}
            onChange={(event) => {
              const locale = event.currentTarget.value;
              if (isLocale(locale)) {
                form.setFieldValue('locale', locale);
              }
            }}
          >
            {locales.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {localeNames[locale]}
              </option>
            ))}
          </NativeSelect>
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={updateProfile.isPending}>
            {t('settings.profile.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
