import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { isErrorCode } from '@portal/domain/shared';
import {
  type RevealedWorkerPaymentDetails,
  type WorkerPaymentDetailField,
  workerPaymentDetailsInputSchema,
} from '@portal/domain/workers';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError, type ApiIssue } from '@/lib/api-error';
import type { FieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useUpdateWorkerPaymentDetails } from '../api/update-worker-payment-details';

type PaymentValues = Record<WorkerPaymentDetailField, string>;

/**
 * The schema's problems (and the server's, the same schema refusing) under their fields: a wrong identity
 * code, IBAN or BIC in the domain's own words (`errors.<CODE>`), anything else as an invalid value.
 */
function paymentErrorsOf(issues: readonly Pick<ApiIssue, 'path' | 'message'>[], t: TFunction) {
  const errors: FieldErrors<WorkerPaymentDetailField> = {};
  for (const issue of issues) {
    const field = issue.path[0] as WorkerPaymentDetailField | undefined;
    if (field !== undefined && errors[field] === undefined) {
      errors[field] = isErrorCode(issue.message) ? t(`errors.${issue.message}`) : t('validation.invalid');
    }
  }
  return errors;
}

/** Edits the details from their revealed values; a refusal keeps everything typed. Blank clears a field. */
export function WorkerPaymentDetailsForm({
  accountId,
  revealed,
  onDone,
}: {
  accountId: string;
  revealed: RevealedWorkerPaymentDetails;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateWorkerPaymentDetails(accountId, revealed.workerId);
  const form = useSchemaForm({
    initialValues: {
      identityCode: revealed.identityCode ?? '',
      iban: revealed.iban ?? '',
      bic: revealed.bic ?? '',
    } satisfies PaymentValues,
    schema: workerPaymentDetailsInputSchema,
    issueErrors: (error) => paymentErrorsOf(error.issues as ApiIssue[], t),
    serverErrors: (error) => (error instanceof ApiError ? paymentErrorsOf(error.issues, t) : {}),
    onSubmit: async (input) => {
      await update.mutateAsync(input);
      notify.success({ message: t('workers.paymentDetails.saved') });
      onDone();
    },
  });

  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('workers.paymentDetails.identityCode')}
            description={t('workers.paymentDetails.identityCodeHint')}
            autoComplete="off"
            {...form.field('identityCode')}
          />
          <TextInput label={t('workers.paymentDetails.iban')} autoComplete="off" {...form.field('iban')} />
          <TextInput label={t('workers.paymentDetails.bic')} autoComplete="off" {...form.field('bic')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('workers.paymentDetails.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('workers.paymentDetails.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
