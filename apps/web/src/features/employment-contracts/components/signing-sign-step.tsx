import { Alert, Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/lib/api-error';
import { useSignContract } from '../api/public-contract-signing';

/**
 * Step three: after the code, the worker types their full name and ticks the consent; both are required
 * here so the worker is told at once, and the server checks the name against the contract's worker.
 */
export function SigningSignStep({ token }: { token: string }) {
  const { t } = useTranslation();
  const [fullName, setFullName] = useState('');
  const [consent, setConsent] = useState(false);
  const [messages, setMessages] = useState<{ fullName?: string; consent?: string }>({});
  const sign = useSignContract(token);

  const submit = () => {
    const found = {
      ...(fullName.trim() === '' ? { fullName: t('employment-contracts.sign.nameRequired') } : {}),
      ...(consent ? {} : { consent: t('employment-contracts.sign.consentRequired') }),
    };
    setMessages(found);
    if (Object.keys(found).length === 0) {
      sign.mutate({ fullName: fullName.trim(), consent: true });
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('employment-contracts.sign.fullName')}
          description={t('employment-contracts.sign.fullNameHint')}
          value={fullName}
          onChange={(event) => setFullName(event.currentTarget.value)}
          autoComplete="name"
          error={messages.fullName}
          maxLength={200}
          withAsterisk
        />
        <Checkbox
          label={t('employment-contracts.sign.consent')}
          checked={consent}
          onChange={(event) => setConsent(event.currentTarget.checked)}
          error={messages.consent}
        />
        {sign.isError && (
          <Alert color="red" variant="light" role="alert">
            {t(errorMessageKey(sign.error))}
          </Alert>
        )}
        <Button type="submit" size="md" loading={sign.isPending}>
          {t('employment-contracts.sign.sign')}
        </Button>
      </Stack>
    </form>
  );
}
