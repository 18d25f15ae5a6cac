import { Group } from '@mantine/core';
import type { InvoiceDetail } from '@portal/domain/billing';
import { useInvoiceMutations } from '../api/save-invoice';
import { CreditInvoiceButton } from './credit-invoice-button';
import { EditDraftButton } from './edit-draft-button';
import { InvoiceFileButtons } from './invoice-file-buttons';
import {
  DeleteDraftButton,
  MarkPaidButton,
  MarkUnpaidButton,
  SendInvoiceButton,
} from './status-action-buttons';

/**
 * What can be done with the invoice now: only the actions the server lists for the caller (role and
 * status), then its files. A customer gets no actions, only the files of a sent invoice.
 */
export function InvoiceActions({ invoice }: { invoice: InvoiceDetail }) {
  const mutations = useInvoiceMutations(invoice.accountId, invoice.id);
  const may = (action: InvoiceDetail['actions'][number]) => invoice.actions.includes(action);
  const props = { invoice, mutations };
  // A draft has no number yet, so no PDF or e-invoice; a deleted draft has none either.
  const isSent = invoice.status !== 'draft' && invoice.status !== 'deleted' && invoice.number !== null;
  return (
    <Group gap="xs">
      {may('send') && <SendInvoiceButton {...props} />}
      {may('edit') && <EditDraftButton {...props} />}
      {may('markPaid') && <MarkPaidButton {...props} />}
      {may('markUnpaid') && <MarkUnpaidButton {...props} />}
      {may('credit') && <CreditInvoiceButton {...props} />}
      {isSent && <InvoiceFileButtons invoice={invoice} />}
      {may('delete') && <DeleteDraftButton {...props} />}
    </Group>
  );
}
