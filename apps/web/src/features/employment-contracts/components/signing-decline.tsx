import { Alert, Button, Stack, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/lib/api-error';
import { useDeclineContract } from '../api/public-contract-signing';

/** Declining is kept behind a button so it is not mistaken for signing; a reason is required. */
export function SigningDecline({ token }: { token: string }) {
  const { t } = useTranslation();
  const [opened, { toggle }] = useDisclosure(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const decline = useDeclineContract(token);

  const submit = () => {
    if (reason.trim() === '') {
      setReasonError(t('employment-contracts.sign.reasonRequired'));
      return;
    }
    setReasonError(undefined);
    decline.mutate({ reason: reason.trim() });
  };

  return (
    <Stack gap="xs">
      <Button variant="subtle" color="red" onClick={toggle} aria-expanded={opened}>
        {t('employment-contracts.sign.declineOpen')}
      </Button>
      {opened && (
        <Stack gap="sm">
          <Textarea
            label={t('employment-contracts.sign.declineReason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={reasonError}
            maxLength={1000}
            rows={3}
          />
          {decline.isError && (
            <Alert color="red" variant="light" role="alert">
              {t(errorMessageKey(decline.error))}
            </Alert>
          )}
          <Button color="red" variant="light" onClick={submit} loading={decline.isPending}>
            {t('employment-contracts.sign.decline')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
