import { Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { changePasswordInputSchema, minPasswordLength } from '@portal/domain/users/profile.inputs';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-error';
import { type FieldErrors, fieldErrorsOf } from '@/lib/form-errors';
import { useChangePassword } from '../api/change-password';
import { hintBelowInput } from './input-order';
import { useSaveToasts } from './use-save-toasts';

type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';

const emptyValues: Record<PasswordField, string> = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** Changes the signed-in user's password; the new one is typed twice. */
export function PasswordForm() {
  const { t } = useTranslation();
  const toasts = useSaveToasts();
  const changePassword = useChangePassword();
  const [values, setValues] = useState(emptyValues);
  const [errors, setErrors] = useState<FieldErrors<PasswordField>>({});

  const handleChange = (field: PasswordField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const validate = (): FieldErrors<PasswordField> => {
    const parsed = changePasswordInputSchema.safeParse(values);
    const found: FieldErrors<PasswordField> = parsed.success ? {} : fieldErrorsOf(parsed.error, values, t);
    if (values.confirmPassword === '') {
      found.confirmPassword = t('validation.required');
    } else if (values.confirmPassword !== values.newPassword) {
      found.confirmPassword = t('validation.passwordMismatch');
    }
    return found;
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate();
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await changePassword.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      setValues(emptyValues);
      toasts.saved(t('settings.password.changed'));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'WRONG_PASSWORD') {
        setErrors({ currentPassword: t('errors.WRONG_PASSWORD') });
      }
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <PasswordInput
            label={t('settings.password.current')}
            autoComplete="current-password"
            required
            value={values.currentPassword}
            error={errors.currentPassword}
            onChange={(event) => handleChange('currentPassword', event.currentTarget.value)}
          />
          <PasswordInput
            label={t('settings.password.new')}
            description={t('settings.password.newHint', { count: minPasswordLength })}
            inputWrapperOrder={hintBelowInput}
            autoComplete="new-password"
            required
            value={values.newPassword}
            error={errors.newPassword}
            onChange={(event) => handleChange('newPassword', event.currentTarget.value)}
          />
          <PasswordInput
            label={t('settings.password.confirm')}
            autoComplete="new-password"
            required
            value={values.confirmPassword}
            error={errors.confirmPassword}
            onChange={(event) => handleChange('confirmPassword', event.currentTarget.value)}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={changePassword.isPending}>
            {t('settings.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
