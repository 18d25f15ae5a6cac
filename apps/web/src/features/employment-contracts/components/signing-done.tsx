import { Alert, Button, Stack, Text } from '@mantine/core';
import type { PublicContractSigning } from '@portal/domain/employment-contracts';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/lib/api-error';
import { saveBlob } from '@/lib/save-file';
import { getSignedSigningPdf } from '../api/contract-files';

/** What the link shows once the contract is no longer open: signed (with its PDF), declined, expired… */
export function SigningDone({ token, signing }: { token: string; signing: PublicContractSigning }) {
  const { t } = useTranslation();
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(false);
  if (signing.status !== 'signed') {
    return (
      <Alert color="gray" variant="light" role="status">
        {t(`employment-contracts.sign.closed.${signing.status}`)}
      </Alert>
    );
  }
  const download = async () => {
    setLoading(true);
    setError(null);
    try {
      saveBlob(await getSignedSigningPdf(token), t('employment-contracts.sign.signedFile'));
    } catch (failure) {
      setError(failure);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Stack gap="sm">
      <Alert color="teal" variant="light" role="status" title={t('employment-contracts.sign.signedTitle')}>
        {t('employment-contracts.sign.signedText', { employer: signing.employerName })}
      </Alert>
      {signing.signedPdfAvailable ? (
        <Button leftSection={<IconDownload size={16} aria-hidden />} onClick={download} loading={loading}>
          {t('employment-contracts.sign.downloadSigned')}
        </Button>
      ) : (
        <Text size="sm">{t('employment-contracts.sign.signedPdfPending')}</Text>
      )}
      {error !== null && (
        <Alert color="red" variant="light" role="alert">
          {t(errorMessageKey(error))}
        </Alert>
      )}
    </Stack>
  );
}
