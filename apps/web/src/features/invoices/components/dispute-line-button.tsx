import { Button, Text, Textarea } from '@mantine/core';
import { disputeTextMaxLength, type InvoiceLine } from '@portal/domain/billing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import type { useDisputeMutations } from '../api/dispute-invoice';
import { ActionDialog } from './action-dialog';
import { useInvoiceErrorMessage } from './use-invoice-error';
import { useLineLabel } from './use-line-label';

/** The customer disputes one line: a dialog asking the reason (required); staff are told by e-mail. */
export function DisputeLineButton({
  line,
  mutations,
}: {
  line: InvoiceLine;
  mutations: ReturnType<typeof useDisputeMutations>;
}) {
  const { t } = useTranslation();
  const lineLabel = useLineLabel();
  const errorMessage = useInvoiceErrorMessage();
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; server?: string }>({});
  const label = lineLabel(line);

  const open = () => {
    setReason('');
    setErrors({});
    setOpened(true);
  };
  const submit = async () => {
    if (reason.trim() === '') {
      setErrors({ reason: t('invoices.disputes.reasonRequired') });
      return;
    }
    try {
      await mutations.dispute.mutateAsync({ lineId: line.id, reason: reason.trim() });
      setOpened(false);
      notify.success({ message: t('invoices.disputes.disputed') });
    } catch (error) {
      setErrors({ server: errorMessage(error) });
    }
  };

  return (
    <>
      <Button
        size="compact-xs"
        variant="light"
        color="orange"
        onClick={open}
        aria-label={t('invoices.disputes.disputeLine', { line: label })}
      >
        {t('invoices.disputes.dispute')}
      </Button>
      <ActionDialog
        opened={opened}
        title={t('invoices.disputes.disputeTitle')}
        confirmLabel={t('invoices.disputes.dispute')}
        isPending={mutations.dispute.isPending}
        error={errors.server ?? null}
        onConfirm={() => void submit()}
        onCancel={() => setOpened(false)}
      >
        <Text fw={500}>{label}</Text>
        <Text size="sm">{t('invoices.disputes.disputeMessage')}</Text>
        <Textarea
          label={t('invoices.disputes.reason')}
          required
          rows={3}
          maxLength={disputeTextMaxLength}
          value={reason}
          error={errors.reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setErrors({});
          }}
        />
      </ActionDialog>
    </>
  );
}
