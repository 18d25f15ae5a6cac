import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { requestLoginLinkInputSchema } from '@portal/domain/auth/auth.inputs';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/lib/api-error';
import { fieldErrorsOf } from '@/lib/form-errors';
import { currentLocale } from '@/lib/i18n';
import { useRequestLoginLink } from '../api/request-login-link';

/** Asks for a one-time sign-in link by e-mail. The answer is the same whether or not the address is known. */
export function LoginLinkForm() {
  const { t } = useTranslation();
  const requestLink = useRequestLoginLink();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = { email, locale: currentLocale() };
    const parsed = requestLoginLinkInputSchema.safeParse(values);
    if (!parsed.success) {
      setEmailError(fieldErrorsOf(parsed.error, values, t).email);
      return;
    }
    setEmailError(undefined);
    requestLink.mutate(parsed.data);
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <Text>{t('auth.loginLink.description')}</Text>
        {requestLink.isSuccess && (
          <Alert color="teal" variant="light" role="status">
            {t('auth.loginLink.sent')}
          </Alert>
        )}
        {requestLink.isError && (
          <Alert color="red" variant="light">
            {t(errorMessageKey(requestLink.error))}
          </Alert>
        )}
        <TextInput
          label={t('auth.login.email')}
          type="email"
          autoComplete="username"
          required
          value={email}
          error={emailError}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setEmailError(undefined);
          }}
        />
        <Button type="submit" loading={requestLink.isPending} fullWidth>
          {t('auth.loginLink.submit')}
        </Button>
      </Stack>
    </form>
  );
}
