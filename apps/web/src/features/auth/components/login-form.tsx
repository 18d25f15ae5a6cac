import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { loginInputSchema } from '@portal/domain/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/lib/api-error';
import { useSession } from '@/lib/auth';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useLogin } from '../api/login';

/** E-mail and password sign-in. Once signed in, the login page moves the user on. */
export function LoginForm() {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const [isSigningIn, setIsSigningIn] = useState(false);
  const form = useSchemaForm({
    initialValues: { email: '', password: '' },
    schema: loginInputSchema,
    onSubmit: async (input) => {
      setIsSigningIn(true);
      try {
        await signIn(await login.mutateAsync(input));
      } catch (error) {
        // Shown above the fields, not under one: the answer does not say which of the two was wrong.
        setFormError(t(errorMessageKey(error)));
        setIsSigningIn(false);
      }
    },
  });

  return (
    <form
      onSubmit={(event) => {
        setFormError(null);
        form.onSubmit(event);
      }}
      noValidate
    >
      <Stack>
        {formError && (
          <Alert color="red" variant="light">
            {formError}
          </Alert>
        )}
        <TextInput
          label={t('auth.login.email')}
          type="email"
          autoComplete="username"
          {...form.field('email')}
        />
        <PasswordInput
          label={t('auth.login.password')}
          autoComplete="current-password"
          {...form.field('password')}
        />
        <Button type="submit" loading={isSigningIn} fullWidth>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
