import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { isLocale, type Locale, locales } from '@portal/domain/shared/constants';
import { updateProfileInputSchema } from '@portal/domain/users/profile.inputs';
import type { CurrentUser } from '@portal/domain/users/user';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldErrors, fieldErrorsOf, fieldErrorsOfApiError } from '@/lib/form-errors';
import { applyLocale, currentLocale, localeNames } from '@/lib/i18n';
import { useUpdateProfile } from '../api/update-profile';
import { hintBelowInput } from './input-order';
import { useSaveToasts } from './use-save-toasts';

type ProfileField = 'firstName' | 'lastName' | 'mobile' | 'locale';
type ProfileValues = { firstName: string; lastName: string; mobile: string; locale: Locale };

const profileFields: readonly ProfileField[] = ['firstName', 'lastName', 'mobile', 'locale'];

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
  const [values, setValues] = useState<ProfileValues>(() => valuesOf(user));
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});

  // The header's language switcher saves the language too; keep this form in step with it.
  useEffect(() => {
    if (user.locale) {
      const locale = user.locale;
      setValues((current) => ({ ...current, locale }));
    }
  }, [user.locale]);

  const handleChange = <F extends ProfileField>(field: F, value: ProfileValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = updateProfileInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error, values, t));
      return;
    }
    setErrors({});
    try {
      const saved = await updateProfile.mutateAsync(values);
      if (saved.locale && saved.locale !== currentLocale()) {
        await applyLocale(saved.locale);
      }
      toasts.saved();
    } catch (error) {
      setErrors(fieldErrorsOfApiError(error, profileFields, t));
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('settings.profile.firstName')}
            autoComplete="given-name"
            required
            value={values.firstName}
            error={errors.firstName}
            onChange={(event) => handleChange('firstName', event.currentTarget.value)}
          />
          <TextInput
            label={t('settings.profile.lastName')}
            autoComplete="family-name"
            required
            value={values.lastName}
            error={errors.lastName}
            onChange={(event) => handleChange('lastName', event.currentTarget.value)}
          />
          <TextInput
            label={t('settings.profile.mobile')}
            description={t('settings.profile.mobileHint')}
            inputWrapperOrder={hintBelowInput}
            type="tel"
            autoComplete="tel"
            value={values.mobile}
            error={errors.mobile}
            onChange={(event) => handleChange('mobile', event.currentTarget.value)}
          />
          <NativeSelect
            label={t('settings.profile.language')}
            value={values.locale}
            error={errors.locale}
            onChange={(event) => {
              const locale = event.currentTarget.value;
              if (isLocale(locale)) {
                handleChange('locale', locale);
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
