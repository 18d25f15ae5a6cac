import { Alert, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type ConfirmDetailsInput,
  confirmDetailsInputSchema,
  type PublicGetStarted,
} from '@portal/domain/onboarding';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { errorMessageKey } from '@/lib/api-error';
import { useConfirmDetails } from '../api/public-get-started';
import { fieldIssues } from './issue-text';

/** Step 1: the worker checks the details HR has and confirms (or corrects) them. */
export function DetailsStep({ token, details }: { token: string; details: PublicGetStarted['details'] }) {
  const { t } = useTranslation();
  const confirm = useConfirmDetails(token);
  const [values, setValues] = useState<ConfirmDetailsInput>({
    firstName: details.firstName,
    lastName: details.lastName,
    mobile: details.mobile ?? '',
    addressCity: details.addressCity ?? '',
    birthday: details.birthday ?? '',
  });
  const [issues, setIssues] = useState<Record<string, string>>({});
  const set = (field: keyof ConfirmDetailsInput) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = () => {
    const parsed = confirmDetailsInputSchema.safeParse(values);
    setIssues(fieldIssues(t, parsed.error));
    if (parsed.success) {
      confirm.mutate(values);
    }
  };

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={t('onboarding.getStarted.firstName')}
          value={values.firstName}
          onChange={(event) => set('firstName')(event.currentTarget.value)}
          error={issues.firstName}
          autoComplete="given-name"
          withAsterisk
        />
        <TextInput
          label={t('onboarding.getStarted.lastName')}
          value={values.lastName}
          onChange={(event) => set('lastName')(event.currentTarget.value)}
          error={issues.lastName}
          autoComplete="family-name"
          withAsterisk
        />
      </SimpleGrid>
      <TextInput
        label={t('onboarding.getStarted.mobile')}
        type="tel"
        inputMode="tel"
        value={values.mobile}
        onChange={(event) => set('mobile')(event.currentTarget.value)}
        error={issues.mobile}
        autoComplete="tel"
        withAsterisk
      />
      <TextInput
        label={t('onboarding.getStarted.city')}
        value={values.addressCity}
        onChange={(event) => set('addressCity')(event.currentTarget.value)}
        error={issues.addressCity}
        autoComplete="address-level2"
        withAsterisk
      />
      <DateField
        label={t('onboarding.getStarted.birthday')}
        value={values.birthday}
        onChange={set('birthday')}
        error={issues.birthday}
        withAsterisk
      />
      {confirm.error && (
        <Alert color="red" variant="light" role="alert">
          {t(errorMessageKey(confirm.error))}
        </Alert>
      )}
      <Button fullWidth loading={confirm.isPending} onClick={submit}>
        {details.confirmedAt
          ? t('onboarding.getStarted.saveDetails')
          : t('onboarding.getStarted.confirmDetails')}
      </Button>
    </Stack>
  );
}
