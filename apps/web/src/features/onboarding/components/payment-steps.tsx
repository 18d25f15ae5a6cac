import { Alert, Button, FileInput, Stack, Text, TextInput } from '@mantine/core';
import { uploadContentTypes } from '@portal/domain/document-requests';
import { bankAccountInputSchema, type PublicGetStarted, taxCardQuerySchema } from '@portal/domain/onboarding';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '@/components/decimal-input';
import { errorMessageKey } from '@/lib/api-error';
import { useSaveBankAccount, useSaveTaxCard } from '../api/public-get-started';
import { fieldIssues } from './issue-text';

function Failure({ error }: { error: Error | null }) {
  const { t } = useTranslation();
  return error ? (
    <Alert color="red" variant="light" role="alert">
      {t(errorMessageKey(error))}
    </Alert>
  ) : null;
}

/** Step 2a: the bank account wages are paid to (a SEPA IBAN); stored encrypted, shown back masked. */
export function BankAccountStep({
  token,
  bankAccount,
}: {
  token: string;
  bankAccount: PublicGetStarted['bankAccount'];
}) {
  const { t } = useTranslation();
  const save = useSaveBankAccount(token);
  const [iban, setIban] = useState('');
  const [issue, setIssue] = useState<string | undefined>();
  const submit = () => {
    const parsed = bankAccountInputSchema.safeParse({ iban });
    setIssue(fieldIssues(t, parsed.error).iban);
    if (parsed.success) {
      save.mutate({ iban }, { onSuccess: () => setIban('') });
    }
  };
  return (
    <Stack gap="sm">
      {bankAccount.ibanMasked && (
        <Text size="sm">{t('onboarding.getStarted.ibanOnFile', { iban: bankAccount.ibanMasked })}</Text>
      )}
      <TextInput
        label={t('onboarding.getStarted.iban')}
        placeholder="FI00 0000 0000 0000 00"
        value={iban}
        onChange={(event) => setIban(event.currentTarget.value)}
        error={issue}
        autoComplete="off"
        withAsterisk
      />
      <Failure error={save.error} />
      <Button fullWidth loading={save.isPending} onClick={submit}>
        {t('onboarding.getStarted.saveIban')}
      </Button>
    </Stack>
  );
}

/** Step 2b: the tax card (a PDF or a photo, checked by its content on the server) and its withholding rate. */
export function TaxCardStep({ token, taxCard }: { token: string; taxCard: PublicGetStarted['taxCard'] }) {
  const { t } = useTranslation();
  const save = useSaveTaxCard(token);
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<string | number>(taxCard.withholdingPercent ?? '');
  const [issues, setIssues] = useState<Record<string, string>>({});
  const submit = () => {
    const parsed = taxCardQuerySchema.safeParse({ withholdingPercent: percent === '' ? undefined : percent });
    const found = fieldIssues(t, parsed.error);
    const next = file ? found : { ...found, file: t('onboarding.issues.fileRequired') };
    setIssues(next);
    if (parsed.success && file) {
      save.mutate({ file, withholdingPercent: parsed.data.withholdingPercent });
    }
  };
  return (
    <Stack gap="sm">
      {taxCard.savedAt && taxCard.withholdingPercent !== null && (
        <Text size="sm">
          {t('onboarding.getStarted.taxCardOnFile', { percent: taxCard.withholdingPercent })}
        </Text>
      )}
      <FileInput
        label={t('onboarding.getStarted.taxCardFile')}
        description={t('onboarding.getStarted.taxCardHint')}
        placeholder={t('onboarding.getStarted.choose')}
        accept={[...uploadContentTypes, '.heic'].join(',')}
        value={file}
        onChange={setFile}
        error={issues.file}
        clearable
        leftSection={<IconUpload size={16} aria-hidden />}
        withAsterisk
      />
      <DecimalInput
        label={t('onboarding.getStarted.withholding')}
        suffix=" %"
        value={percent}
        onChange={setPercent}
        error={issues.withholdingPercent}
        withAsterisk
      />
      <Failure error={save.error} />
      <Button fullWidth loading={save.isPending} onClick={submit}>
        {t('onboarding.getStarted.saveTaxCard')}
      </Button>
    </Stack>
  );
}
