import { Button, Stack, TextInput } from '@mantine/core';
import { registrationEmailSchema } from '@portal/domain/recruitment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/lib/i18n';
import { useSendRegistrationCode } from '../api/registration-code';
import { RegistrationFailure } from './registration-failure';

/** Step 1: the applicant's e-mail; a code is sent there (the answer tells nothing about other people). */
export function EmailStep({
  recruitmentId,
  initialEmail,
  onSent,
}: {
  recruitmentId: string;
  initialEmail: string;
  onSent: (email: string, minutes: number) => void;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const send = useSendRegistrationCode(recruitmentId);

  const submit = () => {
    const parsed = registrationEmailSchema.safeParse(email);
    if (!parsed.success) {
      setError(t('recruitment.register.issues.EMAIL_INVALID'));
      return;
    }
    setError(undefined);
    send.mutate(
      { email: parsed.data, locale: currentLocale() },
      { onSuccess: (sent) => onSent(parsed.data, sent.expiresInMinutes) },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('recruitment.register.email')}
          description={t('recruitment.register.emailHint')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={error}
        />
        {send.isError && <RegistrationFailure error={send.error} />}
        <Button type="submit" loading={send.isPending}>
          {t('recruitment.register.sendCode')}
        </Button>
      </Stack>
    </form>
  );
}
