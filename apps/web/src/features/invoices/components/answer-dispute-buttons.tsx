import { Button, Group, Text, Textarea } from '@mantine/core';
import { disputeTextMaxLength, type InvoiceDispute } from '@portal/domain/billing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import type { useDisputeMutations } from '../api/dispute-invoice';
import { ActionDialog } from './action-dialog';
import { useInvoiceErrorMessage } from './use-invoice-error';

type Answer = 'credit' | 'reject';

/**
 * Staff answer an open dispute: "Hyvitä rivi" (confirm; a credit note of the line, an optional note to the
 * customer) or "Hylkää" (the reason required); the customer is told by e-mail and sees the answer.
 */
export function AnswerDisputeButtons({
  dispute,
  lineLabel,
  canCredit,
  mutations,
}: {
  dispute: InvoiceDispute;
  lineLabel: string;
  /** Whether the invoice can still be credited (sent or paid). */
  canCredit: boolean;
  mutations: ReturnType<typeof useDisputeMutations>;
}) {
  const { t } = useTranslation();
  const errorMessage = useInvoiceErrorMessage();
  const [opened, setOpened] = useState<Answer | null>(null);
  const [answer, setAnswer] = useState('');
  const [errors, setErrors] = useState<{ answer?: string; server?: string }>({});
  const ref = { lineId: dispute.lineId, disputeId: dispute.id };

  const open = (kind: Answer) => {
    setAnswer('');
    setErrors({});
    setOpened(kind);
  };
  const submit = async () => {
    const text = answer.trim();
    if (opened === 'reject' && text === '') {
      setErrors({ answer: t('invoices.disputes.rejectReasonRequired') });
      return;
    }
    try {
      if (opened === 'credit') {
        await mutations.credit.mutateAsync({ ...ref, answer: text === '' ? null : text });
        notify.success({ message: t('invoices.disputes.credited') });
      } else {
        await mutations.reject.mutateAsync({ ...ref, answer: text });
        notify.success({ message: t('invoices.disputes.rejected') });
      }
      setOpened(null);
    } catch (error) {
      setErrors({ server: errorMessage(error) });
    }
  };

  const isCredit = opened === 'credit';
  return (
    <>
      <Group gap="xs">
        {canCredit && (
          <Button size="xs" variant="light" color="violet" onClick={() => open('credit')}>
            {t('invoices.disputes.creditLine')}
          </Button>
        )}
        <Button size="xs" variant="default" onClick={() => open('reject')}>
          {t('invoices.disputes.reject')}
        </Button>
      </Group>
      <ActionDialog
        opened={opened !== null}
        title={isCredit ? t('invoices.disputes.creditTitle') : t('invoices.disputes.rejectTitle')}
        confirmLabel={isCredit ? t('invoices.disputes.creditLine') : t('invoices.disputes.reject')}
        isPending={mutations.credit.isPending || mutations.reject.isPending}
        error={errors.server ?? null}
        onConfirm={() => void submit()}
        onCancel={() => setOpened(null)}
      >
        <Text fw={500}>{lineLabel}</Text>
        {isCredit && <Text size="sm">{t('invoices.disputes.creditMessage')}</Text>}
        <Textarea
          label={isCredit ? t('invoices.disputes.creditAnswer') : t('invoices.disputes.rejectReason')}
          required={!isCredit}
          rows={3}
          maxLength={disputeTextMaxLength}
          value={answer}
          error={errors.answer}
          onChange={(event) => {
            setAnswer(event.currentTarget.value);
            setErrors({});
          }}
        />
      </ActionDialog>
    </>
  );
}
