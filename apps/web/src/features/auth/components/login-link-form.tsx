import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { requestLoginLinkInputSchema } from '@portal/domain/auth';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/lib/api-error';
import { currentLocale } from '@/lib/i18n';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useRequestLoginLink } from '../api/request-login-link';

/** Asks for a one-time sign-in link by e-mail. The answer is the same whether or not the address is known. */
export function LoginLinkForm() {
  const { t } = useTranslation();
  const requestLink = useRequestLoginLink();
  const form = useSchemaForm({
    initialValues: { email: '' },
    schema: requestLoginLinkInputSchema,
    toCandidate: (values) => ({ ...values, locale: currentLocale() }),
    // The answer (sent, or why not) is shown above the field from the mutation's state.
    onSubmit: (input) => requestLink.mutate(input),
  });

  return (
    <form onSubmit={form.onSubmit} noValidate>
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
          {...form.field('email')}
        />
        <Button type="submit" loading={requestLink.isPending} fullWidth>
          {t('auth.loginLink.submit')}
        </Button>
      </Stack>
    </form>
  );
}
