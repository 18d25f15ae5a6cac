import { Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { changePasswordInputSchema, minPasswordLength } from '@portal/domain/users';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useChangePassword } from '../api/change-password';
import { hintBelowInput } from './input-order';
import { useSaveToasts } from './use-save-toasts';

const emptyValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Changes the signed-in user's password; the new one is typed twice. */
export function PasswordForm() {
  const { t } = useTranslation();
  const toasts = useSaveToasts();
  const changePassword = useChangePassword();
  const form = useSchemaForm({
    initialValues: emptyValues,
    schema: changePasswordInputSchema,
    // The repeated password is the form's own check, not the schema's.
    required: ['currentPassword', 'newPassword', 'confirmPassword'],
    validate: (values) => ({
      confirmPassword:
        values.confirmPassword === ''
          ? t('validation.required')
          : values.confirmPassword !== values.newPassword
            ? t('validation.passwordMismatch')
            : undefined,
    }),
    errorFields: { WRONG_PASSWORD: 'currentPassword' },
    onSubmit: async ({ currentPassword, newPassword }, _values, { reset }) => {
      await changePassword.mutateAsync({ currentPassword, newPassword });
      reset();
      toasts.saved(t('settings.password.changed'));
    },
  });

  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <PasswordInput
            label={t('settings.password.current')}
            autoComplete="current-password"
            {...form.field('currentPassword')}
          />
          <PasswordInput
            label={t('settings.password.new')}
            description={t('settings.password.newHint', { count: minPasswordLength })}
            inputWrapperOrder={hintBelowInput}
            autoComplete="new-password"
            {...form.field('newPassword')}
          />
          <PasswordInput
            label={t('settings.password.confirm')}
            autoComplete="new-password"
            {...form.field('confirmPassword')}
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
