import { Alert, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import {
  type PublicContractSigning,
  type SigningChannel,
  signingCodeLength,
} from '@portal/domain/employment-contracts';
import { formatDateTime } from '@portal/domain/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '@/lib/api-error';
import { useRequestSigningCode, useVerifySigningCode } from '../api/public-contract-signing';

const codePattern = new RegExp(`^\\d{${signingCodeLength}}$`);

/** The failure of a code request or check; a wrong code's message says the tries left (its details). */
function CodeFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const details = error instanceof ApiError ? error.details : undefined;
  return (
    <Alert color="red" variant="light" role="alert">
      {t(errorMessageKey(error), { attemptsLeft: '', field: '', ...details })}
    </Alert>
  );
}

/**
 * Step two of signing: the worker picks where the one-time code goes (the addresses are masked), asks for it
 * and types it. One input with `autocomplete="one-time-code"` lets a phone offer the code from the SMS.
 */
export function SigningCodeStep({ token, signing }: { token: string; signing: PublicContractSigning }) {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<SigningChannel>(signing.channels[0]?.channel ?? 'email');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const send = useRequestSigningCode(token);
  const verify = useVerifySigningCode(token);

  const submitCode = () => {
    const typed = code.replace(/\s/g, '');
    if (!codePattern.test(typed)) {
      setCodeError(t('employment-contracts.sign.codeFormat'));
      return;
    }
    setCodeError(undefined);
    verify.mutate({ code: typed });
  };

  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('employment-contracts.sign.channel')}
        value={channel}
        onChange={(value) => setChannel(value as SigningChannel)}
      >
        <Stack gap="xs" mt="xs">
          {signing.channels.map((option) => (
            <Radio
              key={option.channel}
              value={option.channel}
              label={t(`employment-contracts.sign.channels.${option.channel}`, {
                destination: option.destination,
              })}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Group>
        <Button
          variant={send.isSuccess ? 'default' : 'filled'}
          onClick={() => send.mutate({ channel })}
          loading={send.isPending}
        >
          {send.isSuccess
            ? t('employment-contracts.sign.resendCode')
            : t('employment-contracts.sign.sendCode')}
        </Button>
      </Group>
      {send.isSuccess && (
        <Text role="status" size="sm">
          {t('employment-contracts.sign.codeSent', {
            destination: send.data.destination,
            until: formatDateTime(send.data.expiresAt),
          })}
        </Text>
      )}
      {send.isError && <CodeFailure error={send.error} />}
      {send.isSuccess && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submitCode();
          }}
        >
          <Stack gap="sm">
            <TextInput
              label={t('employment-contracts.sign.code')}
              description={t('employment-contracts.sign.codeHint')}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={signingCodeLength + 1}
              error={codeError}
              styles={{ input: { letterSpacing: '0.3em', fontSize: 'var(--mantine-font-size-lg)' } }}
            />
            {verify.isError && <CodeFailure error={verify.error} />}
            <Button type="submit" loading={verify.isPending}>
              {t('employment-contracts.sign.confirmCode')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
