import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { registrationCodeLength } from '@portal/domain/recruitment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/lib/i18n';
import { useSendRegistrationCode, useVerifyRegistrationCode } from '../api/registration-code';
import { RegistrationFailure } from './registration-failure';

const codePattern = new RegExp(`^\\d{${registrationCodeLength}}$`);

/**
 * Step 2: the code from the e-mail. One input with `autocomplete="one-time-code"` and a numeric keyboard,
 * so a phone can offer the code itself; a new code can be asked, or the address changed.
 */
export function CodeStep({
  recruitmentId,
  email,
  minutes,
  onVerified,
  onChangeEmail,
}: {
  recruitmentId: string;
  email: string;
  minutes: number;
  onVerified: (secret: string) => void;
  onChangeEmail: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const verify = useVerifyRegistrationCode();
  const resend = useSendRegistrationCode(recruitmentId);

  const submit = () => {
    const typed = code.replace(/\s/g, '');
    if (!codePattern.test(typed)) {
      setError(t('recruitment.register.codeFormat'));
      return;
    }
    setError(undefined);
    verify.mutate({ email, code: typed }, { onSuccess: ({ secret }) => onVerified(secret) });
  };

  return (
    <Stack gap="sm">
      <Text role="status">{t('recruitment.register.codeSent', { email, minutes })}</Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('recruitment.register.code')}
            description={t('recruitment.register.codeHint')}
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            maxLength={registrationCodeLength + 2}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={error}
            styles={{ input: { letterSpacing: '0.3em', fontSize: 'var(--mantine-font-size-lg)' } }}
          />
          {verify.isError && <RegistrationFailure error={verify.error} />}
          {resend.isError && <RegistrationFailure error={resend.error} />}
          <Button type="submit" loading={verify.isPending}>
            {t('recruitment.register.confirmCode')}
          </Button>
        </Stack>
      </form>
      <Group gap="xs">
        <Button
          variant="subtle"
          loading={resend.isPending}
          onClick={() => {
            verify.reset();
            resend.mutate({ email, locale: currentLocale() });
          }}
        >
          {t('recruitment.register.resendCode')}
        </Button>
        <Button variant="subtle" onClick={onChangeEmail}>
          {t('recruitment.register.changeEmail')}
        </Button>
      </Group>
    </Stack>
  );
}
