import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { loginInputSchema } from '@portal/domain/auth/auth.inputs';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/lib/api-error';
import { useSession } from '@/lib/auth';
import { type FieldErrors, fieldErrorsOf } from '@/lib/form-errors';
import { useLogin } from '../api/login';

type LoginField = 'email' | 'password';

/** E-mail and password sign-in. Once signed in, the login page moves the user on. */
export function LoginForm() {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const login = useLogin();
  const [values, setValues] = useState<Record<LoginField, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSigningIn, setIsSigningIn] = useState(false);

  const handleChange = (field: LoginField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = loginInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error, values, t));
      return;
    }
    setErrors({});
    setIsSigningIn(true);
    try {
      await signIn(await login.mutateAsync(parsed.data));
    } catch (error) {
      setFormError(t(errorMessageKey(error)));
      setIsSigningIn(false);
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
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
          required
          value={values.email}
          error={errors.email}
          onChange={(event) => handleChange('email', event.currentTarget.value)}
        />
        <PasswordInput
          label={t('auth.login.password')}
          autoComplete="current-password"
          required
          value={values.password}
          error={errors.password}
          onChange={(event) => handleChange('password', event.currentTarget.value)}
        />
        <Button type="submit" loading={isSigningIn} fullWidth>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
