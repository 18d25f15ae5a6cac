import { Alert, Button, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { isAwaitingSignature, type PublicContractSigning } from '@portal/domain/employment-contracts';
import { formatDateTime } from '@portal/domain/shared';
import { IconFileText } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { useLinkLanguage } from '@/hooks/use-link-language';
import { errorMessageKey } from '@/lib/api-error';
import { openPdfInNewTab } from '@/lib/save-file';
import { getSigningPdf } from '../api/contract-files';
import { usePublicContractSigning } from '../api/public-contract-signing';
import { SigningCodeStep } from '../components/signing-code-step';
import { SigningDecline } from '../components/signing-decline';
import { SigningDone } from '../components/signing-done';
import { SigningSignStep } from '../components/signing-sign-step';

/** Step one: the worker reads the contract as a PDF in a new tab. */
function ReadContract({ token }: { token: string }) {
  const { t } = useTranslation();
  const [error, setError] = useState<unknown>(null);
  return (
    <Stack gap="xs">
      <Button
        variant="light"
        leftSection={<IconFileText size={16} aria-hidden />}
        onClick={() => {
          setError(null);
          openPdfInNewTab(() => getSigningPdf(token), t('employment-contracts.sign.file')).catch(setError);
        }}
      >
        {t('employment-contracts.sign.read')}
      </Button>
      {error !== null && (
        <Alert color="red" variant="light" role="alert">
          {t(errorMessageKey(error))}
        </Alert>
      )}
    </Stack>
  );
}

function Steps({ token, signing }: { token: string; signing: PublicContractSigning }) {
  const { t } = useTranslation();
  const ids = useId();
  return (
    <Stack gap="lg">
      <section aria-labelledby={`${ids}-read`}>
        <Title order={2} size="h4" id={`${ids}-read`} mb="xs">
          {t('employment-contracts.sign.step1')}
        </Title>
        <ReadContract token={token} />
      </section>
      <section aria-labelledby={`${ids}-code`}>
        <Title order={2} size="h4" id={`${ids}-code`} mb="xs">
          {t('employment-contracts.sign.step2')}
        </Title>
        {signing.codeVerified ? (
          <Text role="status">{t('employment-contracts.sign.codeVerified')}</Text>
        ) : (
          <SigningCodeStep token={token} signing={signing} />
        )}
      </section>
      {signing.codeVerified && (
        <section aria-labelledby={`${ids}-sign`}>
          <Title order={2} size="h4" id={`${ids}-sign`} mb="xs">
            {t('employment-contracts.sign.step3')}
          </Title>
          <SigningSignStep token={token} />
        </section>
      )}
      <Divider />
      <SigningDecline token={token} />
    </Stack>
  );
}

/**
 * Public signing page (/sign/:id and /invite/document-signing/:id, no sign-in), made for a phone: read the
 * contract, confirm a one-time code sent by e-mail or SMS, type the full name, consent and sign, or decline.
 */
export function ContractSigningPage() {
  const { t } = useTranslation();
  const { id: token = '' } = useParams();
  const signing = usePublicContractSigning(token);
  useLinkLanguage(signing.data?.locale);

  const body = () => {
    if (signing.isPending) {
      return <PageLoader />;
    }
    if (signing.isError) {
      return (
        <Alert color="red" variant="light" role="alert" title={t('employment-contracts.sign.unavailable')}>
          {t(errorMessageKey(signing.error))}
        </Alert>
      );
    }
    const { data } = signing;
    return (
      <Stack gap="md">
        <div>
          <Text fw={600}>{t('employment-contracts.sign.greeting', { name: data.firstName })}</Text>
          <Text>{t('employment-contracts.sign.intro', { employer: data.employerName })}</Text>
        </div>
        <Text fw={700} size="lg">
          {data.title}
        </Text>
        {data.expiresAt && isAwaitingSignature(data.status) && (
          <Text size="sm">
            {t('employment-contracts.sign.deadline', { date: formatDateTime(data.expiresAt) })}
          </Text>
        )}
        {isAwaitingSignature(data.status) ? (
          <Steps token={token} signing={data} />
        ) : (
          <SigningDone token={token} signing={data} />
        )}
      </Stack>
    );
  };

  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} maw={560} mx="auto" mt={{ base: 0, sm: 'xl' }}>
      <PageTitle>{t('employment-contracts.sign.title')}</PageTitle>
      {body()}
    </Paper>
  );
}
