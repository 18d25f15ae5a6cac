import { Button, Text } from '@mantine/core';
import type { InvoiceDetail } from '@portal/domain/billing';
import { helsinkiDayKey, isDayKey } from '@portal/domain/shared';
import { IconCash, IconCashOff, IconSend, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DateField } from '@/components/date-field';
import { notify } from '@/lib/notify';
import type { useInvoiceMutations } from '../api/save-invoice';
import { paths } from '../invoices.paths';
import { ActionDialog } from './action-dialog';
import { useInvoiceErrorMessage } from './use-invoice-error';
import { useInvoiceFormat } from './use-invoice-format';

type Mutations = ReturnType<typeof useInvoiceMutations>;
type ActionProps = { invoice: InvoiceDetail; mutations: Mutations };

/** Runs an action of a dialog: closes it when done, else keeps it open with the refusal in full. */
function useDialogAction() {
  const errorMessage = useInvoiceErrorMessage();
  const [opened, setOpened] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = () => {
    setError(null);
    setOpened(true);
  };
  const run = async (action: () => Promise<void>) => {
    setError(null);
    try {
      await action();
      setOpened(false);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return { opened, error, open, close: () => setOpened(false), run };
}

/** Sends a draft after saying what sending does: the number is given and the e-mail goes to the customer. */
export function SendInvoiceButton({ invoice, mutations }: ActionProps) {
  const { t } = useTranslation();
  const dialog = useDialogAction();
  const send = () =>
    dialog.run(async () => {
      const sent = await mutations.send.mutateAsync();
      notify.success({ message: t('invoices.send.sent', { number: sent.number ?? '' }) });
    });
  return (
    <>
      <Button leftSection={<IconSend size={16} aria-hidden />} onClick={dialog.open}>
        {t('invoices.send.button')}
      </Button>
      <ActionDialog
        opened={dialog.opened}
        title={t('invoices.send.title')}
        confirmLabel={t('invoices.send.confirm')}
        isPending={mutations.send.isPending}
        error={dialog.error}
        onConfirm={() => void send()}
        onCancel={dialog.close}
      >
        <Text>{t('invoices.send.numbered')}</Text>
        <Text>
          {invoice.buyer.email
            ? t('invoices.send.mailTo', { email: invoice.buyer.email })
            : t('invoices.send.mailToCustomer')}
        </Text>
      </ActionDialog>
    </>
  );
}

/** Records the payment on a day (today unless another is chosen). */
export function MarkPaidButton({ mutations }: ActionProps) {
  const { t } = useTranslation();
  const dialog = useDialogAction();
  const [paidOn, setPaidOn] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const open = () => {
    setPaidOn(helsinkiDayKey(new Date()));
    setFieldError(undefined);
    dialog.open();
  };
  const markPaid = () => {
    if (!isDayKey(paidOn)) {
      setFieldError(paidOn ? t('validation.invalid') : t('validation.required'));
      return;
    }
    void dialog.run(async () => {
      await mutations.markPaid.mutateAsync(paidOn);
      notify.success({ message: t('invoices.markPaid.done') });
    });
  };
  return (
    <>
      <Button variant="light" color="teal" leftSection={<IconCash size={16} aria-hidden />} onClick={open}>
        {t('invoices.markPaid.button')}
      </Button>
      <ActionDialog
        opened={dialog.opened}
        title={t('invoices.markPaid.title')}
        confirmLabel={t('invoices.markPaid.confirm')}
        isPending={mutations.markPaid.isPending}
        error={dialog.error}
        onConfirm={markPaid}
        onCancel={dialog.close}
      >
        <DateField
          label={t('invoices.markPaid.paidOn')}
          required
          value={paidOn}
          error={fieldError}
          onChange={(value) => {
            setPaidOn(value);
            setFieldError(undefined);
          }}
          data-autofocus
        />
      </ActionDialog>
    </>
  );
}

/** Takes back a payment recorded by mistake: the invoice is sent (and maybe overdue) again. */
export function MarkUnpaidButton({ invoice, mutations }: ActionProps) {
  const { t } = useTranslation();
  const format = useInvoiceFormat();
  const dialog = useDialogAction();
  const markUnpaid = () =>
    dialog.run(async () => {
      await mutations.markUnpaid.mutateAsync();
      notify.success({ message: t('invoices.markUnpaid.done') });
    });
  return (
    <>
      <Button variant="default" leftSection={<IconCashOff size={16} aria-hidden />} onClick={dialog.open}>
        {t('invoices.markUnpaid.button')}
      </Button>
      <ActionDialog
        opened={dialog.opened}
        title={t('invoices.markUnpaid.title')}
        confirmLabel={t('invoices.markUnpaid.confirm')}
        isPending={mutations.markUnpaid.isPending}
        error={dialog.error}
        onConfirm={() => void markUnpaid()}
        onCancel={dialog.close}
      >
        <Text>{t('invoices.markUnpaid.message', { paidOn: format.day(invoice.paidOn) })}</Text>
      </ActionDialog>
    </>
  );
}

/** Deletes a draft after the confirmation that says it cannot be undone (spec section 5). */
export function DeleteDraftButton({ mutations }: ActionProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorMessage = useInvoiceErrorMessage();
  const [isConfirming, setIsConfirming] = useState(false);
  const handleDelete = async () => {
    try {
      await mutations.remove.mutateAsync();
      notify.success({ message: t('invoices.delete.deleted') });
      await navigate(paths.invoicesList);
    } catch (error) {
      setIsConfirming(false);
      notify.problem(errorMessage(error));
    }
  };
  return (
    <>
      <Button
        variant="outline"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setIsConfirming(true)}
      >
        {t('invoices.delete.button')}
      </Button>
      <ConfirmDialog
        opened={isConfirming}
        title={t('invoices.delete.title')}
        message={t('invoices.delete.message')}
        confirmLabel={t('invoices.delete.confirm')}
        isPending={mutations.remove.isPending}
        onConfirm={() => void handleDelete()}
        onCancel={() => setIsConfirming(false)}
      />
    </>
  );
}
