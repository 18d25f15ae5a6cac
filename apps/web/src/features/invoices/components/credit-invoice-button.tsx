import { Button, Checkbox, Radio, Stack, Text, Textarea } from '@mantine/core';
import { type InvoiceDetail, type InvoiceLine, invoiceNotesMaxLength } from '@portal/domain/billing';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '@/lib/notify';
import type { useInvoiceMutations } from '../api/save-invoice';
import { invoicePath } from '../invoices.paths';
import { ActionDialog } from './action-dialog';
import { linesByDay } from './invoice-lines';
import { useInvoiceErrorMessage } from './use-invoice-error';
import { useInvoiceFormat } from './use-invoice-format';

type Scope = 'whole' | 'lines';

/**
 * Credits a sent or paid invoice in full or some of its lines (chosen by check boxes), with the reason the
 * credit note carries; the new credit note opens.
 */
export function CreditInvoiceButton({
  invoice,
  mutations,
}: {
  invoice: InvoiceDetail;
  mutations: ReturnType<typeof useInvoiceMutations>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useInvoiceFormat();
  const errorMessage = useInvoiceErrorMessage();
  const [opened, setOpened] = useState(false);
  const [scope, setScope] = useState<Scope>('whole');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; lines?: string; server?: string }>({});

  const open = () => {
    setScope('whole');
    setChosen(new Set());
    setReason('');
    setErrors({});
    setOpened(true);
  };
  const choose = (lineIds: string[]) => {
    setChosen(new Set(lineIds));
    setErrors((current) => ({ ...current, lines: undefined }));
  };
  const lineLabel = (line: InvoiceLine) =>
    [
      format.day(line.deliveryDay),
      line.workerName,
      format.kindLabel(line),
      format.quantity(line),
      format.money(line.netCents),
    ]
      .filter(Boolean)
      .join(', ');

  const credit = async () => {
    const found = {
      reason: reason.trim() === '' ? t('invoices.credit.reasonRequired') : undefined,
      lines: scope === 'lines' && chosen.size === 0 ? t('invoices.credit.linesRequired') : undefined,
    };
    setErrors(found);
    if (found.reason || found.lines) {
      return;
    }
    try {
      const note = await mutations.credit.mutateAsync({
        reason: reason.trim(),
        ...(scope === 'lines' ? { lineIds: [...chosen] } : {}),
      });
      setOpened(false);
      notify.success({ message: t('invoices.credit.done', { number: note.number ?? '' }) });
      await navigate(invoicePath(note.id));
    } catch (error) {
      setErrors({ server: errorMessage(error) });
    }
  };

  return (
    <>
      <Button
        variant="light"
        color="violet"
        leftSection={<IconReceiptRefund size={16} aria-hidden />}
        onClick={open}
      >
        {t('invoices.credit.button')}
      </Button>
      <ActionDialog
        opened={opened}
        title={t('invoices.credit.title')}
        confirmLabel={t('invoices.credit.confirm')}
        isPending={mutations.credit.isPending}
        error={errors.server ?? null}
        onConfirm={() => void credit()}
        onCancel={() => setOpened(false)}
      >
        <Text>{t('invoices.credit.message')}</Text>
        <Radio.Group
          label={t('invoices.credit.scope')}
          value={scope}
          onChange={(value) => setScope(value === 'lines' ? 'lines' : 'whole')}
        >
          <Stack gap="xs" mt="xs">
            <Radio
              value="whole"
              label={t('invoices.credit.whole', { amount: format.money(invoice.grossCents) })}
            />
            <Radio value="lines" label={t('invoices.credit.someLines')} />
          </Stack>
        </Radio.Group>
        {scope === 'lines' && (
          <Checkbox.Group
            label={t('invoices.credit.lines')}
            error={errors.lines}
            value={[...chosen]}
            onChange={choose}
          >
            <Stack gap="xs" mt="xs" mah={280} style={{ overflowY: 'auto' }}>
              {linesByDay(invoice.lines).flatMap(([, lines]) =>
                lines.map((line) => <Checkbox key={line.id} value={line.id} label={lineLabel(line)} />),
              )}
            </Stack>
          </Checkbox.Group>
        )}
        <Textarea
          label={t('invoices.credit.reason')}
          description={t('invoices.credit.reasonHint')}
          required
          rows={3}
          maxLength={invoiceNotesMaxLength}
          value={reason}
          error={errors.reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setErrors((current) => ({ ...current, reason: undefined }));
          }}
        />
      </ActionDialog>
    </>
  );
}
